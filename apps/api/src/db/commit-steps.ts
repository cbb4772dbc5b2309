import type { CompiledQuery, Kysely } from 'kysely';
import type { Schema } from './schema.ts';
import { sendWave } from './statement-wave.ts';

type Step = () => Promise<void>;
/** A step whose last write is one statement it hands back instead of sending (undefined: nothing to write). */
type StatementStep = () => Promise<CompiledQuery | undefined>;

/**
 * The order of the end-of-transaction steps (ADR 031): every transaction takes the figures' row locks in the same
 * order — the stock figures first, then the sales trend — so two transactions cannot wait for each other's rows.
 * The audit entries of the transaction go last, in one statement (they lock nothing another transaction waits for).
 */
export const CommitPhase = { stockFigures: 0, salesFigures: 1, auditLog: 2 } as const;
export type CommitPhase = (typeof CommitPhase)[keyof typeof CommitPhase];

type PendingStep =
  { phase: number; run: Step; statement?: never } | { phase: number; statement: StatementStep };

const openTransactions = new WeakMap<Kysely<Schema>, PendingStep[]>();

/**
 * Runs `fn` in `trx`, then the steps it registered with `beforeCommit`, by phase and in the order registered within
 * a phase, still inside the transaction. Writes that lock shared rows (the dashboard's maintained figures, ADR 031)
 * go there so that those locks are taken last in every transaction, after every stock row it locks (§8).
 */
export async function withCommitSteps<T>(
  trx: Kysely<Schema>,
  fn: (trx: Kysely<Schema>) => Promise<T>,
): Promise<T> {
  const steps: PendingStep[] = [];
  openTransactions.set(trx, steps);
  try {
    const result = await fn(trx);
    // A step may register another one: take the earliest phase left each time (stable within a phase). The
    // statements handed back by consecutive statement steps go out together, in that order, before the next plain
    // step runs (ADR 063): one round trip for the stock figures and the sales trend.
    let wave: CompiledQuery[] = [];
    while (steps.length > 0) {
      let next = 0;
      for (let i = 1; i < steps.length; i++) if ((steps[i]?.phase ?? 0) < (steps[next]?.phase ?? 0)) next = i;
      const [step] = steps.splice(next, 1);
      if (!step) continue;
      if (step.statement) {
        const statement = await step.statement();
        if (statement) wave.push(statement);
        continue;
      }
      if (wave.length > 0) await sendWave(trx, wave);
      wave = [];
      await step.run();
    }
    if (wave.length > 0) await sendWave(trx, wave);
    return result;
  } finally {
    openTransactions.delete(trx);
  }
}

/** Whether `trx` is a transaction of the app's database handle, whose end runs the `beforeCommit` steps. */
export function hasCommitSteps(trx: Kysely<Schema>): boolean {
  return openTransactions.has(trx);
}

/**
 * Registers `step` to run at the end of the transaction `trx`, in `phase`. A transaction not opened through the
 * app's database handle has no end hook: refused, so that no maintained figure can silently miss a change.
 */
export function beforeCommit(
  trx: Kysely<Schema>,
  step: Step,
  phase: CommitPhase = CommitPhase.stockFigures,
): void {
  stepsOf(trx).push({ phase, run: step });
}

/**
 * Registers a step that ends in one write whose answer nobody reads: `prepare` makes its reads (awaited as usual)
 * and hands back the statement, which is sent with the statements of the statement steps right after it, in phase
 * order, as one wave (ADR 063). Such a step's reads may therefore run before an earlier statement step's write is
 * sent: it must not read what one writes (the stock figures and the sales trend write different tables). A failed
 * statement fails the transaction with its own error, as when it was awaited alone.
 */
export function beforeCommitStatement(
  trx: Kysely<Schema>,
  prepare: StatementStep,
  phase: CommitPhase = CommitPhase.stockFigures,
): void {
  stepsOf(trx).push({ phase, statement: prepare });
}

function stepsOf(trx: Kysely<Schema>): PendingStep[] {
  const steps = openTransactions.get(trx);
  if (!steps) throw new Error('beforeCommit outside a transaction of the app database');
  return steps;
}
