import type { TimedRequest } from './critical-chain.ts';
import { clientRun, CPU_SLOWDOWN, type ClientRun } from './client-run.ts';
import { launchChromium } from './browser.ts';
import { ensureWarehouses } from './demo-data.ts';
import { machineLoad, type MachineLoad } from './machine.ts';
import { summarize, type Summary } from './stats.ts';

/** Warehouses the demo tenant gets before measuring, so the list has a next page (10 rows a page). */
const WAREHOUSES = 35;

export interface ChainStep {
  call: string;
  startMs: number;
  endMs: number;
}

export interface ClientReport {
  cpuSlowdown: number;
  runs: number;
  warehouses: number;
  figures: Record<string, Summary>;
  /** The sequential API calls of the last run, times from the first call's start. */
  chains: { afterSignIn: ChainStep[]; reload: ChainStep[] };
  loads: MachineLoad[];
  rawRuns: ClientRun[];
}

function steps(chain: readonly TimedRequest[]): ChainStep[] {
  const origin = chain[0]?.start ?? 0;
  return chain.map((r) => ({
    call: `${r.method} ${new URL(r.url).pathname}`,
    startMs: Math.round(r.start - origin),
    endMs: Math.round(r.end - origin),
  }));
}

/** Signs in once to prepare data, then measures `runs` fresh visits against the running server. */
export async function measureClient(origin: string, runs: number): Promise<ClientReport> {
  const browser = await launchChromium();
  try {
    const warmUp = await clientRun(browser, origin, false);
    if (!warmUp.accessToken) throw new Error('signed in, but no access token in session storage');
    const warehouses = await ensureWarehouses(origin, warmUp.accessToken, WAREHOUSES);
    const measured: ClientRun[] = [];
    const loads: MachineLoad[] = [];
    for (let i = 0; i < runs; i += 1) {
      measured.push(await clientRun(browser, origin));
      loads.push(machineLoad());
      process.stdout.write(`  client run ${i + 1}/${runs} done\n`);
    }
    const pick = (value: (run: ClientRun) => number | null) => summarize(measured.map(value));
    const last = measured[measured.length - 1]!;
    return {
      cpuSlowdown: CPU_SLOWDOWN,
      runs,
      warehouses,
      figures: {
        signInFcp: pick((r) => r.signInPage.fcpMs),
        openToSignInFcp: pick((r) => r.signInPage.openToFcpMs),
        signInSequentialApiCalls: pick((r) => r.afterSignIn.apiChain.length),
        signInApiCalls: pick((r) => r.afterSignIn.apiCalls),
        signInSequentialRequests: pick((r) => r.afterSignIn.fullChain.length),
        listFcpAfterSignIn: pick((r) => r.afterSignIn.fcpMs),
        listRowsAfterSignIn: pick((r) => r.afterSignIn.rowsMs),
        submitToRows: pick((r) => r.afterSignIn.actionToRowsMs),
        reloadSequentialApiCalls: pick((r) => r.reload.apiChain.length),
        reloadSequentialRequests: pick((r) => r.reload.fullChain.length),
        listFcpOnReload: pick((r) => r.reload.fcpMs),
        listRowsOnReload: pick((r) => r.reload.rowsMs),
        dialogInp: pick((r) => r.dialogInpMs),
        dialogShown: pick((r) => r.dialogShownMs),
        pageChangeInp: pick((r) => r.pageChangeInpMs),
        pageChangeToRows: pick((r) => r.pageChangeToRowsMs),
      },
      chains: { afterSignIn: steps(last.afterSignIn.apiChain), reload: steps(last.reload.apiChain) },
      loads,
      rawRuns: measured,
    };
  } finally {
    await browser.close();
  }
}
