import { createContext, type ReactNode, useContext, useState } from 'react';

const ClockContext = createContext<() => Date>(() => new Date());

/**
 * What "now" is for the screens below: the real clock in the app; a story passes its mock server's clock, so a new
 * document's date, a batch's expiry status and the screenshots do not change with the day they are looked at.
 */
export function ClockProvider({ now, children }: { now: () => Date; children: ReactNode }) {
  return <ClockContext.Provider value={now}>{children}</ClockContext.Provider>;
}

/** The instant a screen opened (a new document's date, "today" for expiry), fixed for its life. */
export function useOpenedAt(): Date {
  const now = useContext(ClockContext);
  const [openedAt] = useState(now);
  return openedAt;
}
