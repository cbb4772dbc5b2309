import { cpus, loadavg, totalmem } from 'node:os';

export interface MachineLoad {
  at: string;
  cores: number;
  /** 1, 5 and 15 minute load averages: other jobs on the machine make every figure noisier. */
  loadAverage: [number, number, number];
}

export function machineLoad(): MachineLoad {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return {
    at: new Date().toISOString(),
    cores: cpus().length,
    loadAverage: [one, five, fifteen].map((v) => Math.round(v * 100) / 100) as [number, number, number],
  };
}

export function describeMachine(): string {
  const load = machineLoad();
  const memory = Math.round(totalmem() / 2 ** 30);
  return `${load.cores} cores, ${memory} GiB, Node ${process.version}, load ${load.loadAverage.join(' / ')} (1/5/15 min)`;
}
