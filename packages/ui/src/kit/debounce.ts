/** How long typing must pause before a text filter or a picker's search applies (react-admin uses ~500 ms). */
export const TYPING_PAUSE_MS = 400;

export interface Debouncer<A extends unknown[]> {
  /** Schedules a call with these arguments, replacing any still waiting. */
  call: (...args: A) => void;
  /** Runs the waiting call now (Enter in a filter must not wait for the pause). */
  flush: () => void;
  /** Drops the waiting call (unmount, reset). */
  cancel: () => void;
}

/**
 * Calls `run` with the last arguments once `delayMs` passed without another call. Timers only, no clock read, so
 * tests drive it with fake timers.
 */
export function createDebouncer<A extends unknown[]>(
  run: (...args: A) => void,
  delayMs: number,
): Debouncer<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const fire = () => {
    timer = undefined;
    const args = pending;
    pending = undefined;
    if (args) run(...args);
  };
  return {
    call: (...args) => {
      pending = args;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(fire, delayMs);
    },
    flush: () => {
      if (timer !== undefined) clearTimeout(timer);
      fire();
    },
    cancel: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}
