import type { Browser, Page } from '@playwright/test';
import { signInTexts } from '../e2e/support/texts.ts';
import { criticalChain, type TimedRequest } from './critical-chain.ts';
import { interactionLatency } from './interaction-latency.ts';
import {
  ROWS_SELECTOR,
  firstContentfulPaintRecorded,
  firstRowChanged,
  installPageProbes,
  listRowsRendered,
  readPageRecord,
  startEventTiming,
  stopEventTiming,
  storedAccessToken,
  type PageRecord,
} from './page-probes.ts';
import { isApiCall, RequestLog } from './request-log.ts';

export const CPU_SLOWDOWN = 4;
const demoAdmin = { tenant: 'demo', userName: 'admin', password: '1q2w3E*' };
const LIST_PATH = '/sys/store';
const isListCall = (r: TimedRequest) =>
  r.method === 'GET' && new URL(r.url).pathname === '/api/app/warehouse';

/** One visit of the warehouse list: its document's paint, rows and the request chain before the rows. */
export interface ListVisit {
  /** First contentful paint of the document that shows the list, from its navigation start. */
  fcpMs: number | null;
  /** The first rows in the DOM, from the same navigation start. */
  rowsMs: number;
  /** From the user's action (submitting the sign-in form, or opening the address) to the rows. */
  actionToRowsMs: number;
  apiChain: TimedRequest[];
  apiCalls: number;
  /** Every request (documents, scripts, API), to show what else the page waited for. */
  fullChain: TimedRequest[];
}

export interface ClientRun {
  kind: 'measured';
  signInPage: { fcpMs: number | null; openToFcpMs: number | null };
  afterSignIn: ListVisit;
  reload: ListVisit;
  dialogInpMs: number | null;
  /** Click → the dialog found in the page (Playwright's polling included). */
  dialogShownMs: number;
  pageChangeInpMs: number | null;
  pageChangeToRowsMs: number;
}

export interface WarmUpRun {
  kind: 'warm-up';
  accessToken: string | null;
}

async function pageRecord(page: Page): Promise<PageRecord> {
  const record = await page.evaluate(readPageRecord);
  if (!record) throw new Error(`no page record on ${page.url()}`);
  return record;
}

async function listVisit(page: Page, log: RequestLog, actionAt: number): Promise<ListVisit> {
  await page.waitForFunction(listRowsRendered, undefined, { timeout: 60_000 });
  await page.waitForFunction(firstContentfulPaintRecorded, undefined, { timeout: 10_000 }).catch(() => null);
  const record = await pageRecord(page);
  const rowsAt = record.timeOrigin + (record.rowsAt ?? 0);
  await log.finished((r) => isListCall(r) && r.start >= actionAt);
  const requests = log.between(actionAt, rowsAt);
  const apiChain = criticalChain(requests.filter(isApiCall));
  const fcp = record.paints['first-contentful-paint'];
  return {
    fcpMs: fcp ?? null,
    rowsMs: record.rowsAt ?? 0,
    actionToRowsMs: rowsAt - actionAt,
    apiChain,
    apiCalls: requests.filter(isApiCall).length,
    fullChain: criticalChain(requests),
  };
}

async function signIn(page: Page, origin: string): Promise<ClientRun['signInPage']> {
  const openedAt = Date.now();
  await page.goto(`${origin}${LIST_PATH}`);
  await page.getByRole('heading', { name: signInTexts.heading }).waitFor();
  await page.waitForFunction(firstContentfulPaintRecorded, undefined, { timeout: 10_000 }).catch(() => null);
  const record = await pageRecord(page);
  const fcp = record.paints['first-contentful-paint'];
  return {
    fcpMs: fcp ?? null,
    openToFcpMs: fcp === undefined ? null : record.timeOrigin + fcp - openedAt,
  };
}

async function fillSignIn(page: Page): Promise<void> {
  await page.getByLabel(signInTexts.tenant).fill(demoAdmin.tenant);
  await page.getByLabel(signInTexts.userName).fill(demoAdmin.userName);
  await page.getByLabel(signInTexts.password).fill(demoAdmin.password);
}

async function openDialog(page: Page): Promise<{ inpMs: number | null; shownMs: number }> {
  await page.evaluate(startEventTiming);
  const clickedAt = Date.now();
  await page.getByRole('button', { name: 'New warehouse' }).click();
  const dialog = page.getByRole('dialog', { name: 'New warehouse' });
  await dialog.waitFor();
  // Beside INP (the next paint after the click), when the dialog is there: rendering it after that paint lowers
  // INP, and this figure shows what it costs the eye.
  const shownMs = Date.now() - clickedAt;
  const latency = interactionLatency(await page.evaluate(stopEventTiming));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  return { inpMs: latency, shownMs };
}

async function changePage(page: Page): Promise<{ inpMs: number | null; toRowsMs: number }> {
  const before = await page.locator(ROWS_SELECTOR).first().getAttribute('title');
  await page.evaluate(startEventTiming);
  const clickedAt = Date.now();
  await page.getByRole('button', { name: 'Next page' }).click();
  await page.waitForFunction(firstRowChanged, [ROWS_SELECTOR, before] as [string, string | null]);
  const toRowsMs = Date.now() - clickedAt;
  return { inpMs: interactionLatency(await page.evaluate(stopEventTiming)), toRowsMs };
}

/**
 * One measured visit in a fresh browser context (empty cache and storage) with the CPU slowed down: open the list
 * signed out, sign in on the provider's page, see the list; open it again signed in; open the create dialog; go to
 * the next page. `interactions: false` only signs in (the warm-up, which also yields a token to prepare data).
 */
export async function clientRun(browser: Browser, origin: string, interactions: false): Promise<WarmUpRun>;
export async function clientRun(browser: Browser, origin: string, interactions?: true): Promise<ClientRun>;
export async function clientRun(
  browser: Browser,
  origin: string,
  interactions = true,
): Promise<ClientRun | WarmUpRun> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  try {
    // tsx compiles with esbuild's keepNames, which wraps named inner functions in `__name(…)`: the functions
    // serialised into the page need that helper there too.
    await context.addInitScript('globalThis.__name ??= (target) => target;');
    await context.addInitScript(installPageProbes, ROWS_SELECTOR);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const log = new RequestLog(page);

    const signInPage = await signIn(page, origin);
    await fillSignIn(page);
    const submittedAt = Date.now();
    await page.getByRole('button', { name: signInTexts.submit }).click();
    await page.waitForURL((url) => url.pathname === LIST_PATH, { timeout: 60_000 });
    if (!interactions) {
      // The list may still be empty: the warm-up only needs the session.
      await page.getByRole('table', { name: 'Warehouses' }).waitFor({ timeout: 60_000 });
      return { kind: 'warm-up', accessToken: await page.evaluate(storedAccessToken) };
    }
    const afterSignIn = await listVisit(page, log, submittedAt);

    const reopenedAt = Date.now();
    await page.goto(`${origin}${LIST_PATH}`);
    const reload = await listVisit(page, log, reopenedAt);
    const dialog = await openDialog(page);
    const pageChange = await changePage(page);
    return {
      kind: 'measured',
      signInPage,
      afterSignIn,
      reload,
      dialogInpMs: dialog.inpMs,
      dialogShownMs: dialog.shownMs,
      pageChangeInpMs: pageChange.inpMs,
      pageChangeToRowsMs: pageChange.toRowsMs,
    };
  } finally {
    await context.close();
  }
}
