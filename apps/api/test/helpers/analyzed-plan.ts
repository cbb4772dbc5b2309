import type { BenchDatabase } from '../../bench/bench-database.ts';
import type { CapturedQuery } from '../../bench/sql-capture.ts';
import { inTenant } from '../../bench/tenant-facts.ts';

/** A node of `EXPLAIN (ANALYZE, FORMAT JSON)`, with the counts the plan tests read. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Loops'?: number;
  'Actual Rows'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** Every node of a plan, the root first. */
export const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * Runs a captured statement under `EXPLAIN (ANALYZE)` in the tenant (row-level security applies, as for the
 * server) after `set local` of each of `settings`, and answers every node of its plan, and the plan as text for a
 * failing assertion's message.
 */
export async function analyzedPlan(
  bench: BenchDatabase,
  tenantId: string,
  query: CapturedQuery,
  settings: readonly string[] = [],
): Promise<{ nodes: PlanNode[]; text: string }> {
  return inTenant(bench.raw, tenantId, async () => {
    for (const setting of settings) await bench.raw.query(`set local ${setting}`);
    const [row] = await bench.raw.query<{ 'QUERY PLAN': unknown }>(
      `explain (analyze, format json) ${query.sql}`,
      query.parameters,
    );
    const raw = row?.['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    const root = plan[0]?.Plan;
    if (!root) throw new Error(`no plan for ${query.sql}`);
    return { nodes: nodesOf(root), text: JSON.stringify(root, null, 1) };
  });
}
