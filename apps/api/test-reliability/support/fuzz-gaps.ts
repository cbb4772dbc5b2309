import type { Endpoint } from '@inventory/contracts';
import type { z } from 'zod';
import { accepts, unwrap, validSample } from './fuzz-schema.ts';

type Schema = z.core.$ZodType;

/**
 * Every number member of an endpoint's body (nested objects and array elements included) set to `value` in an
 * otherwise valid body: the paths where the contract accepts it. Numbers the database cannot hold must be refused
 * by the contract, before any column overflows.
 */
export function numbersAccepted(endpoint: Endpoint, value: number): string[] {
  const body = endpoint.body;
  if (!body) return [];
  const found: string[] = [];
  const visit = (schema: Schema, place: (v: unknown) => unknown, path: string) => {
    const { core } = unwrap(schema);
    const def = core._zod.def;
    if (def.type === 'object') {
      const sample = validSample(core) as Record<string, unknown>;
      for (const [key, field] of Object.entries((def as z.core.$ZodObjectDef).shape)) {
        visit(field, (v) => place({ ...sample, [key]: v }), `${path}.${key}`);
      }
    } else if (def.type === 'array') {
      visit((def as z.core.$ZodArrayDef).element, (v) => place([v]), `${path}[]`);
    } else if (def.type === 'number' && accepts(body, place(value))) {
      found.push(`${endpoint.name} ${path}`);
    }
  };
  visit(body, (v) => v, 'body');
  return found;
}
