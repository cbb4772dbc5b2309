import { describe, expect, it } from 'vitest';
import type { Supplier } from '@inventory/contracts';
import { supplierActions, type SupplierWrites } from './supplier-actions.ts';

const teaCo: Supplier = {
  id: '3f1c0a52-6a55-4c8e-9d7e-1c2b3a4d5e6f',
  name: 'Tea Co',
  creationTime: '2026-01-02T03:04:05Z',
  concurrencyStamp: 'read-with-the-record',
};
const values = { name: 'Tea House', contact: 'Wang Fang', telePhone: '', address: '', remarks: 'Monthly' };

function recordingWrites(failWith?: unknown) {
  const sent: Array<[string, unknown]> = [];
  const record = (name: string) => async (input: unknown) => {
    sent.push([name, input]);
    if (failWith) throw failWith;
    return undefined;
  };
  const writes: SupplierWrites = {
    create: record('create'),
    update: record('update'),
    remove: record('remove'),
  };
  return { sent, writes };
}

const rethrow = (error: unknown): never => {
  throw error;
};
const all = { create: true, update: true, delete: true };

describe('supplierActions', () => {
  it('sends the concurrency stamp read with the record on update', async () => {
    const { sent, writes } = recordingWrites();
    await supplierActions(writes, all, rethrow).onUpdate?.(teaCo, values);
    expect(sent).toEqual([
      ['update', { params: { id: teaCo.id }, body: { ...values, concurrencyStamp: 'read-with-the-record' } }],
    ]);
  });

  it('deletes and creates the record the screen names', async () => {
    const { sent, writes } = recordingWrites();
    const actions = supplierActions(writes, all, rethrow);
    await actions.onCreate?.(values);
    await actions.onDelete?.(teaCo);
    expect(sent).toEqual([
      ['create', { body: values }],
      ['remove', { params: { id: teaCo.id } }],
    ]);
  });

  it('leaves out each action the user may not take', () => {
    const { writes } = recordingWrites();
    const actions = supplierActions(writes, { create: false, update: true, delete: false }, rethrow);
    expect(actions.onCreate).toBeUndefined();
    expect(actions.onUpdate).toBeTypeOf('function');
    expect(actions.onDelete).toBeUndefined();
  });

  it('passes a failed write through the screen error policy', async () => {
    const conflict = new Error('409');
    const { writes } = recordingWrites(conflict);
    const seen: unknown[] = [];
    const policy = (error: unknown): never => {
      seen.push(error);
      throw new Error('handled');
    };
    await expect(supplierActions(writes, all, policy).onUpdate?.(teaCo, values)).rejects.toThrow('handled');
    expect(seen).toEqual([conflict]);
  });
});
