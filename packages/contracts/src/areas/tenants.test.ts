import { describe, expect, it } from 'vitest';
import { ValidationKeys } from '../validation-keys.ts';
import { createTenant, updateTenant } from './tenants.ts';

const create = { adminEmailAddress: 'admin@acme.io', adminPassword: '1q2w3E*' };

describe('tenant names', () => {
  it.each(['demo', 'Acme-2', 'a', 'x_y', '9lives', 'a'.repeat(64)])('accepts %j', (name) => {
    expect(createTenant.safeParse({ ...create, name }).success).toBe(true);
    expect(updateTenant.safeParse({ name }).success).toBe(true);
  });

  it.each(['..', '.', '-lead', '_lead', 'a.b', 'a b', 'a/b', 'ünï', '租户', 'a'.repeat(65)])(
    'refuses %j on create and update as a field error of name',
    (name) => {
      for (const result of [createTenant.safeParse({ ...create, name }), updateTenant.safeParse({ name })]) {
        expect(result.success).toBe(false);
        const issue = result.error?.issues[0];
        expect(issue?.path).toEqual(['name']);
        expect(
          issue?.message.startsWith(ValidationKeys.tenantName) ||
            issue?.message.startsWith(ValidationKeys.maxLength),
        ).toBe(true);
      }
    },
  );
});
