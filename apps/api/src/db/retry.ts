// serialization_failure, deadlock_detected: the transaction did nothing and may simply run again.
const retryableCodes = new Set(['40001', '40P01']);
const maxAttempts = 5;
let retried = 0;

function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && retryableCodes.has(code);
}

/**
 * How many transactions this process has run again so far: the reliability suite reads it to prove that a
 * deadlock or serialization failure was retried rather than answered as a 5xx.
 */
export function retriedTransactions(): number {
  return retried;
}

/** Runs a whole transaction again when PostgreSQL aborted it for a serialization failure or a deadlock. */
export async function withRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= maxAttempts || !isRetryable(error)) throw error;
      retried += 1;
    }
  }
}
