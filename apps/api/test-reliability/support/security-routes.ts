import { randomUUID } from 'node:crypto';
import {
  allEndpoints,
  pathParamNames,
  toRoutePath,
  uploadedFileEndpoints,
  type Endpoint,
} from '@inventory/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Every `METHOD /path` Fastify serves, read from `printRoutes({ commonPrefix: false })`: each tree line is a path
 * piece under its parent (4 characters of indentation per level), followed by its methods. HEAD is Fastify's
 * automatic twin of GET and is left out.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const piece = match[2] ?? '';
    stack.length = depth;
    const path = `${stack.join('')}${piece}`;
    stack.push(piece);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

export function routeKey(endpoint: Endpoint): string {
  return `${endpoint.method} ${toRoutePath(endpoint.path)}`;
}

/**
 * What Fastify serves under `/api` compared with the contract: routes served that the contract lacks (`extra`) and
 * contract routes nothing serves (`missing`). No placeholder handler is registered for unserved calls, so a contract
 * call without a module's handler shows up in `missing`.
 */
export function routeTableGaps(app: FastifyInstance): { served: number; extra: string[]; missing: string[] } {
  const contract = [...allEndpoints(), ...Object.values(uploadedFileEndpoints)].map(routeKey);
  const served = registeredRoutes(app).filter((route) => /^[A-Z]+ \/api(\/|$)/.test(route));
  return {
    served: served.length,
    extra: served.filter((route) => !contract.includes(route)).sort(),
    missing: contract.filter((route) => !served.includes(route)).sort(),
  };
}

/** The endpoint's path with its parameters filled from `values` (a fresh uuid for any not given). */
export function fillPath(endpoint: Endpoint, values: Record<string, string> = {}): string {
  return pathParamNames(endpoint.path).reduce(
    (path, name) => path.replace(`{${name}}`, encodeURIComponent(values[name] ?? randomUUID())),
    endpoint.path,
  );
}

/** Runs `task` over `items` with at most `width` in flight (the server answers in parallel on PostgreSQL). */
export async function inBatches<T, R>(
  items: readonly T[],
  width: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}
