import { useEffect, useRef, useState } from 'react';
import { createDebouncer, type Debouncer } from './debounce.ts';

/** A debouncer that always calls the latest `run` and is cancelled on unmount. */
export function useDebouncer<A extends unknown[]>(run: (...args: A) => void, delayMs: number): Debouncer<A> {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  const [debouncer] = useState(() => createDebouncer<A>((...args) => latest.current(...args), delayMs));
  useEffect(() => () => debouncer.cancel(), [debouncer]);
  return debouncer;
}
