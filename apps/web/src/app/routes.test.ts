import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

const shellChildren = routes.find((route) => route.path === '/')?.children ?? [];

describe('the route table', () => {
  it('sends the audit log’s earlier address to /system/audit-log with its filters', async () => {
    const old = shellChildren.find((route) => route.path === 'system/audit-logs');
    const loader = old?.loader;
    expect(typeof loader).toBe('function');
    if (typeof loader !== 'function') return;
    const request = new Request('http://localhost/system/audit-logs?EntityName=Warehouse&page=2');
    const answer = (await loader({
      request,
      url: new URL(request.url),
      pattern: '/system/audit-logs',
      params: {},
      context: undefined,
    })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/system/audit-log?EntityName=Warehouse&page=2');
  });
});
