import assert from 'node:assert/strict';
import { test } from 'node:test';
import { criticalChain, type TimedRequest } from './critical-chain.ts';
import { summarize } from './stats.ts';

const request = (url: string, start: number, end: number): TimedRequest => ({
  method: 'GET',
  url,
  resourceType: 'fetch',
  status: 200,
  start,
  end,
});

test('requests that overlap count as one round trip', () => {
  const chain = criticalChain([request('/a', 0, 10), request('/b', 1, 12), request('/c', 2, 9)]);
  assert.equal(chain.length, 1);
});

test('the chain follows requests that start only after the previous one finished', () => {
  const discovery = request('/.well-known/openid-configuration', 0, 10);
  const token = request('/connect/token', 11, 20);
  const configuration = request('/api/abp/application-configuration', 21, 30);
  const list = request('/api/app/warehouse', 22, 35);
  const later = request('/api/app/warehouse?page=2', 36, 40);
  const chain = criticalChain([list, later, configuration, token, discovery]);
  assert.deepEqual(
    chain.map((r) => r.url),
    [discovery.url, token.url, configuration.url, later.url],
  );
});

test('a request starting at the instant another ends waits for it', () => {
  assert.equal(criticalChain([request('/a', 0, 10), request('/b', 10, 12)]).length, 2);
});

test('no requests, no chain', () => {
  assert.deepEqual(criticalChain([]), []);
});

test('summaries take the median and the worst, leaving out what was not measured', () => {
  assert.deepEqual(summarize([5, null, 1, 3, undefined, Number.NaN]), {
    median: 3,
    worst: 5,
    runs: [5, 1, 3],
  });
  assert.deepEqual(summarize([4, 2]), { median: 3, worst: 4, runs: [4, 2] });
  assert.deepEqual(summarize([]), { median: null, worst: null, runs: [] });
});
