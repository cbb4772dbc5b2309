/**
 * What the page records about itself, installed before any of its scripts run (Playwright's addInitScript, so on
 * every document): paint timings, when the first list rows appear, and Event Timing entries on demand. These
 * functions run in the browser and are serialised by Playwright: they may use nothing from this module's scope.
 */
export interface PageRecord {
  /** performance.timeOrigin of the document (epoch ms), to place its times on the script's clock. */
  timeOrigin: number;
  paints: Record<string, number>;
  /** performance.now() when the first data row (a cell with a title, the warehouse name) entered the DOM. */
  rowsAt: number | null;
}

export interface EventRecord {
  name: string;
  duration: number;
  interactionId: number;
  startTime: number;
}

type ProbeWindow = Window & {
  __benchPage?: PageRecord;
  __benchEvents?: { entries: EventRecord[]; observer: PerformanceObserver };
};

// A data cell's text carries its full value as a title, on the cell or (the kit's DataTable) on a span inside it.
export const ROWS_SELECTOR = 'table[aria-label] tbody tr td[title], table[aria-label] tbody tr td [title]';

export function installPageProbes(rowsSelector: string): void {
  const w = window as ProbeWindow;
  const record: PageRecord = { timeOrigin: performance.timeOrigin, paints: {}, rowsAt: null };
  w.__benchPage = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.paints[entry.name] = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const check = () => {
    if (record.rowsAt !== null || !document.querySelector(rowsSelector)) return;
    record.rowsAt = performance.now();
    performance.mark('bench:list-rows');
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

/** Starts collecting Event Timing entries as web-vitals does for INP (durationThreshold 16, the minimum). */
export function startEventTiming(): void {
  const w = window as ProbeWindow;
  const entries: EventRecord[] = [];
  const keep = (list: PerformanceEntryList) => {
    for (const entry of list as PerformanceEventTiming[]) {
      entries.push({
        name: entry.name,
        duration: entry.duration,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
      });
    }
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  w.__benchEvents = { entries, observer };
}

/**
 * Ends the collection once the interaction's frame has been presented: Event Timing entries are queued after the
 * next paint, so wait two animation frames (each followed by a task) and take what the observer still holds.
 */
export async function stopEventTiming(): Promise<EventRecord[]> {
  const w = window as ProbeWindow;
  const collected = w.__benchEvents;
  if (!collected) return [];
  const frame = () =>
    new Promise<void>((resolveFrame) => requestAnimationFrame(() => setTimeout(resolveFrame, 0)));
  await frame();
  await frame();
  for (const entry of collected.observer.takeRecords() as PerformanceEventTiming[]) {
    collected.entries.push({
      name: entry.name,
      duration: entry.duration,
      interactionId: entry.interactionId,
      startTime: entry.startTime,
    });
  }
  collected.observer.disconnect();
  return collected.entries;
}

export function readPageRecord(): PageRecord | null {
  return (window as ProbeWindow).__benchPage ?? null;
}

export function firstContentfulPaintRecorded(): boolean {
  return (window as ProbeWindow).__benchPage?.paints['first-contentful-paint'] !== undefined;
}

export function listRowsRendered(): boolean {
  return typeof (window as ProbeWindow).__benchPage?.rowsAt === 'number';
}

/** Whether the first data row now shows another warehouse than `before` (the next page arrived). */
export function firstRowChanged([selector, before]: [string, string | null]): boolean {
  const title = document.querySelector(selector)?.getAttribute('title');
  return title !== undefined && title !== null && title !== before;
}

/** The access token oidc-client-ts keeps in session storage (to prepare data through the API). */
export function storedAccessToken(): string | null {
  for (let i = 0; i < sessionStorage.length; i += 1) {
    const key = sessionStorage.key(i);
    if (!key?.startsWith('oidc.user:')) continue;
    const user = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string };
    return user.access_token ?? null;
  }
  return null;
}
