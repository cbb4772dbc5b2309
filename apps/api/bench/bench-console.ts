import { loadavg } from 'node:os';

/** One line on the bench's output. */
export const say = (text = ''): void => void process.stdout.write(`${text}\n`);

/** The machine's load averages (1 / 5 / 15 min), as the bench tools print them beside their figures. */
export const loadText = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
