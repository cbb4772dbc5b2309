/** One request as the browser saw it, in ms on the script's clock (epoch). */
export interface TimedRequest {
  method: string;
  url: string;
  resourceType: string;
  status: number | null;
  start: number;
  end: number;
}

/**
 * The longest chain of requests in which each starts only after the previous one finished: the number of round
 * trips the page had to wait for one after another. Requests are tried in order of start; ties are broken by the
 * earliest end, so the chain listed is the one that ends first among the longest.
 */
export function criticalChain(requests: readonly TimedRequest[]): TimedRequest[] {
  const sorted = [...requests].sort((a, b) => a.start - b.start || a.end - b.end);
  const length: number[] = [];
  const previous: (number | null)[] = [];
  sorted.forEach((request, i) => {
    length[i] = 1;
    previous[i] = null;
    for (let j = 0; j < i; j += 1) {
      const candidate = sorted[j]!;
      if (candidate.end <= request.start && length[j]! + 1 > length[i]!) {
        length[i] = length[j]! + 1;
        previous[i] = j;
      }
    }
  });
  let best = -1;
  sorted.forEach((request, i) => {
    if (
      best < 0 ||
      length[i]! > length[best]! ||
      (length[i] === length[best] && request.end < sorted[best]!.end)
    ) {
      best = i;
    }
  });
  const chain: TimedRequest[] = [];
  for (let i: number | null = best; i !== null && i >= 0; i = previous[i] ?? null) chain.unshift(sorted[i]!);
  return chain;
}
