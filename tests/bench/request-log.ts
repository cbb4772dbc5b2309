import type { Page, Request } from '@playwright/test';
import type { TimedRequest } from './critical-chain.ts';

type Waiter = { matches: (request: TimedRequest) => boolean; resolve: () => void };

/** Every request a page makes, with the browser's own start and end times. */
export class RequestLog {
  private readonly requests: TimedRequest[] = [];
  private waiters: Waiter[] = [];

  constructor(page: Page) {
    page.on('requestfinished', (request) => void this.add(request, false));
    page.on('requestfailed', (request) => void this.add(request, true));
  }

  private async add(request: Request, failed: boolean): Promise<void> {
    const timing = request.timing();
    const response = failed ? null : await request.response().catch(() => null);
    const end = timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : Date.now();
    const entry: TimedRequest = {
      method: request.method(),
      url: request.url(),
      resourceType: request.resourceType(),
      status: response?.status() ?? null,
      start: timing.startTime,
      end,
    };
    this.requests.push(entry);
    const [done, waiting] = partition(this.waiters, (w) => w.matches(entry));
    this.waiters = waiting;
    done.forEach((w) => w.resolve());
  }

  /** Resolves once a matching request has finished (the page may render before Playwright reports it). */
  finished(matches: (request: TimedRequest) => boolean): Promise<void> {
    if (this.requests.some(matches)) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ matches, resolve }));
  }

  /** Requests that started at or after `from` and finished by `to` (epoch ms). */
  between(from: number, to: number): TimedRequest[] {
    return this.requests.filter((r) => r.start >= from && r.end <= to);
  }
}

function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

/** Calls to the server's API and OIDC endpoints made by script (fetch/XHR), not documents or assets. */
export function isApiCall(request: TimedRequest): boolean {
  return request.resourceType === 'fetch' || request.resourceType === 'xhr';
}
