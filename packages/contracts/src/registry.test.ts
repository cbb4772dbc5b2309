import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathParamNames, permissionsOf } from './endpoint.ts';
import { allFeatures, allHostPermissions, allTenantPermissions } from './permissions.ts';
import { allEndpoints, endpoints } from './registry.ts';

describe('endpoint registry', () => {
  const all = allEndpoints();

  it('has one endpoint per method + path and unique names', () => {
    const routes = all.map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    const names = all.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('names each endpoint after its area key', () => {
    for (const [area, group] of Object.entries(endpoints)) {
      for (const [key, endpoint] of Object.entries(group)) expect(endpoint.name).toBe(`${area}.${key}`);
    }
  });

  it('gives every endpoint a response schema or null, and a permission, null or public', () => {
    for (const e of all) {
      expect(e.response === null || e.response instanceof z.ZodType, e.name).toBe(true);
      const permissionOk =
        e.permission === null ||
        typeof e.permission === 'string' ||
        (Array.isArray(e.permission) && e.permission.length > 0);
      expect(permissionOk || e.public, e.name).toBe(true);
    }
  });

  it('declares a params schema key for every path placeholder, and no others', () => {
    for (const e of all) {
      const placeholders = pathParamNames(e.path).sort();
      const keys = e.params ? Object.keys(e.params.shape).sort() : [];
      expect(keys, e.name).toEqual(placeholders);
    }
  });

  it('names only catalogued permissions and features', () => {
    const known = new Set([...allTenantPermissions, ...allHostPermissions]);
    for (const e of all) {
      for (const permission of permissionsOf(e))
        expect(known.has(permission), `${e.name}: ${permission}`).toBe(true);
      if (e.feature !== null) expect(allFeatures, e.name).toContain(e.feature);
    }
  });

  it('sends bodies only with POST and PUT', () => {
    for (const e of all) if (e.body) expect(['POST', 'PUT'], e.name).toContain(e.method);
  });

  it('renders every request and response schema as JSON Schema (for OpenAPI)', () => {
    for (const e of all) {
      for (const schema of [e.params, e.query, e.body]) {
        if (schema) expect(() => z.toJSONSchema(schema, { io: 'input' }), e.name).not.toThrow();
      }
      if (e.response)
        expect(() => z.toJSONSchema(e.response as z.ZodType, { io: 'output' }), e.name).not.toThrow();
    }
  });
});
