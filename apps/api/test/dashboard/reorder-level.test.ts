import { sku, type Sku } from '@inventory/contracts';
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../helpers/http.ts';
import { setUpMasterDataSuite } from '../master-data/fixtures.ts';

// Issue 17: the SKU's optional reorder level (a count: ≥ 0, 3 places), validated like any field, stored, answered
// and audited; an update that leaves it out keeps it, null clears it.

const s = setUpMasterDataSuite();
const base = '/api/app/s-kU';

async function save(method: 'POST' | 'PUT', url: string, body: Record<string, unknown>): Promise<Sku> {
  const response = await s.api<ErrorBody>(method, url, s.admin, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return sku.parse(response.body);
}

describe('SKU reorder level', () => {
  it('is stored and answered, kept when an update leaves it out, cleared by null, and audited', async () => {
    const created = await save('POST', base, { code: 'RL-1', name: 'Reorder one', reorderLevel: 12.5 });
    expect(created.reorderLevel).toBe(12.5);
    expect(sku.parse((await s.api('GET', `${base}/${created.id}`, s.admin)).body).reorderLevel).toBe(12.5);
    const renamed = await save('PUT', `${base}/${created.id}`, { name: 'Reorder one, renamed' });
    expect(renamed.reorderLevel).toBe(12.5);
    const changed = await save('PUT', `${base}/${created.id}`, { name: 'Reorder one', reorderLevel: 0.125 });
    expect(changed.reorderLevel).toBe(0.125);
    const cleared = await save('PUT', `${base}/${created.id}`, { name: 'Reorder one', reorderLevel: null });
    expect(cleared.reorderLevel).toBeNull();
    const zero = await save('POST', base, { code: 'RL-0', name: 'Zero level', reorderLevel: 0 });
    expect(zero.reorderLevel).toBe(0);
    expect((await save('POST', base, { code: 'RL-N', name: 'No level' })).reorderLevel).toBeNull();
    const audit = await s.auditOf(created.id);
    expect(audit.map((a) => a.changed_fields.reorderLevel)).toEqual([
      { from: null, to: '12.5' },
      undefined,
      { from: '12.5', to: '0.125' },
      { from: '0.125', to: null },
    ]);
  });

  it('refuses a negative level, more than 3 decimals and a non-number with a 400 envelope, storing nothing', async () => {
    const existing = await save('POST', base, { code: 'RL-2', name: 'Reorder two', reorderLevel: 4 });
    for (const reorderLevel of [-1, 1.2345, '7', 1e20]) {
      for (const [method, url] of [
        ['POST', base],
        ['PUT', `${base}/${existing.id}`],
      ] as const) {
        const refused = await s.api<ErrorBody>(method, url, s.admin, {
          code: 'RL-BAD',
          name: 'Bad',
          reorderLevel,
        });
        expect(refused.status, `${method} ${String(reorderLevel)}`).toBe(400);
        expect(refused.body.error.validationErrors?.map((v) => v.members)).toEqual([['reorderLevel']]);
      }
    }
    expect(sku.parse((await s.api('GET', `${base}/${existing.id}`, s.admin)).body)).toMatchObject({
      code: 'RL-2',
      reorderLevel: 4,
    });
    const list = await s.api<{ totalCount: number }>('GET', `${base}?Code=RL-BAD`, s.admin);
    expect(list.body.totalCount).toBe(0);
  });

  it('says why in the caller’s language (en, zh-Hans)', async () => {
    const ask = async (language: string, reorderLevel: number) =>
      (
        await s.api<ErrorBody>(
          'POST',
          base,
          s.admin,
          { name: 'Bad', reorderLevel },
          { 'accept-language': language },
        )
      ).body.error.validationErrors?.[0]?.message;
    expect(await ask('en', -1)).toBe('The value must be at least 0.');
    expect(await ask('zh-Hans', -1)).toBe('值不能小于 0。');
    expect(await ask('en', 0.0001)).toBe('The value can have at most 3 decimal places.');
    expect(await ask('zh-Hans', 0.0001)).toBe('值最多只能有 3 位小数。');
  });
});
