import { AbpErrorFormatHeader } from '@inventory/contracts';
import { en, zhHans } from '@inventory/contracts/server-texts';
import type { FuzzRequest } from './fuzz-requests.ts';

export interface FuzzAnswer {
  request: FuzzRequest;
  status: number;
  /** What is wrong with the answer; empty when it is a proper refusal. */
  problems: string[];
}

interface Envelope {
  error?: {
    message?: unknown;
    validationErrors?: { message?: unknown; members?: unknown }[] | null;
  };
}

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
/** Every validation text of a language as a pattern, `{param}` matching anything. */
function validationPatterns(texts: Record<string, string>): RegExp[] {
  return Object.entries(texts)
    .filter(([key]) => key.startsWith('validation:'))
    .map(([, text]) => new RegExp(`^${escape(text).replace(/\\?\{[^}]+\\?\}/g, '.*')}$`, 's'));
}
const patterns = { en: validationPatterns(en), 'zh-Hans': validationPatterns(zhHans) };
const validationFailed = { en: en['errors:ValidationFailed'], 'zh-Hans': zhHans['errors:ValidationFailed'] };

function envelopeProblems(request: FuzzRequest, status: number, headers: Headers, text: string): string[] {
  const problems: string[] = [];
  if (headers.get(AbpErrorFormatHeader) !== 'true') problems.push(`no ${AbpErrorFormatHeader} header`);
  let body: Envelope;
  try {
    body = JSON.parse(text) as Envelope;
  } catch {
    return [...problems, `not JSON: ${text.slice(0, 120)}`];
  }
  if (typeof body.error?.message !== 'string') return [...problems, `not an envelope: ${text.slice(0, 160)}`];
  if (status === 400 && body.error.message !== validationFailed[request.language]) {
    problems.push(`400 message not localized: ${body.error.message}`);
  }
  for (const failure of body.error.validationErrors ?? []) {
    const message = String(failure.message);
    if (!patterns[request.language].some((pattern) => pattern.test(message))) {
      problems.push(`validation message not a ${request.language} text: ${message.slice(0, 120)}`);
    }
  }
  // The JSON parser itself refuses prototype keys (a 400 without members).
  const parserRefusal = /"(__proto__|constructor)"/.test(request.body ?? '');
  if (['body', 'query', 'params'].includes(request.kind) && !parserRefusal) {
    if (status === 400 && (body.error.validationErrors ?? []).length === 0) {
      problems.push('400 without validationErrors');
    }
  }
  return problems;
}

/** Sends one request and judges the answer: one of the expected statuses, never 5xx, always ABP's envelope. */
export async function send(baseUrl: string, token: string, request: FuzzRequest): Promise<FuzzAnswer> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${request.url}`, {
      method: request.method,
      headers: { ...request.headers, authorization: `Bearer ${token}` },
      body: request.body,
    });
  } catch (error) {
    return { request, status: 0, problems: [`no answer: ${String(error)}`] };
  }
  const text = await response.text();
  const problems: string[] = [];
  if (!request.expected.includes(response.status)) {
    problems.push(`status ${response.status}, expected ${request.expected.join('/')}`);
  }
  problems.push(...envelopeProblems(request, response.status, response.headers, text));
  return { request, status: response.status, problems };
}

/** Runs `work` over `items` with at most `concurrency` in flight, keeping the results in order. */
export async function pool<T, R>(
  items: T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}
