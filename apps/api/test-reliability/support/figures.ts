import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';

export interface FigureRecord {
  area: string;
  figures: Record<string, number | string>;
}

/**
 * Records what a reliability test measured (requests tried, refusals, leaks found …); the suite prints every
 * record in one table at the end of the run.
 */
export async function recordFigures(area: string, figures: FigureRecord['figures']): Promise<void> {
  const record: FigureRecord = { area, figures };
  await writeFile(
    join(inject('reliabilityFiguresDir'), `${area}-${randomUUID()}.json`),
    JSON.stringify(record),
  );
}
