import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { FigureRecord } from './figures.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each reliability file records its figures (one JSON file per record). */
    reliabilityFiguresDir: string;
  }
}

function formatTable(records: FigureRecord[]): string {
  const rows = records.flatMap((record) =>
    Object.entries(record.figures).map(([name, value]) => [record.area, name, String(value)]),
  );
  const widths = [0, 1, 2].map((column) =>
    Math.max(...[['area', 'figure', 'value'], ...rows].map((row) => row[column]?.length ?? 0)),
  );
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  return [line(['area', 'figure', 'value']), ...rows.map(line)].join('\n');
}

/** Collects the figures the reliability files record and prints them as one table when the run ends. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'inventory-reliability-'));
  project.provide('reliabilityFiguresDir', dir);
  return async () => {
    const files = (await readdir(dir)).sort();
    const records = await Promise.all(
      files.map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8')) as FigureRecord),
    );
    if (records.length > 0) console.log(`\nReliability figures\n${formatTable(records)}\n`);
    await rm(dir, { recursive: true, force: true });
  };
}
