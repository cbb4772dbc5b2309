export interface Debounced<A extends unknown[]> {
  /** Runs `run` with these arguments once `delayMs` pass without another call. */
  schedule(...args: A): void;
  /** Runs the pending call now, if any. */
  flush(): void;
  /** Drops the pending call. */
  cancel(): void;
}

/**
 * Trailing debounce over the global timers, so tests drive it with vitest's fake timers instead of sleeping.
 * e.g. `const d = debounce(apply, 400); d.schedule('de'); d.schedule('dep');` → after 400 ms, `apply('dep')` once
 */
export function debounce<A extends unknown[]>(run: (...args: A) => void, delayMs: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const fire = () => {
    const args = pending;
    timer = undefined;
    pending = undefined;
    if (args) run(...args);
  };
  return {
    schedule(...args) {
      pending = args;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(fire, delayMs);
    },
    flush() {
      if (timer !== undefined) clearTimeout(timer);
      fire();
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}

/** How long typing must pause before a text filter applies. */
export const typingPauseMs = 400;

export interface TypingFilter {
  /** A keystroke: the filter applies once typing pauses. */
  type(value: string): void;
  /** Enter or leaving the field: apply what is typed now; the next typing starts a new history entry. */
  commit(): void;
  cancel(): void;
}

/**
 * A text filter that applies after typing pauses. The first application of a typing run pushes a history entry
 * (Back returns to the list before the search); later ones while still typing replace it, so Back does not step
 * through every prefix typed.
 */
export function createTypingFilter(
  apply: (value: string, options: { replace: boolean }) => void,
  delayMs: number = typingPauseMs,
): TypingFilter {
  let appliedInThisRun = false;
  const debounced = debounce((value: string) => {
    apply(value, { replace: appliedInThisRun });
    appliedInThisRun = true;
  }, delayMs);
  return {
    type: (value) => debounced.schedule(value),
    commit() {
      debounced.flush();
      appliedInThisRun = false;
    },
    cancel() {
      debounced.cancel();
      appliedInThisRun = false;
    },
  };
}
