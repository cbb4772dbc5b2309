import { describe, expect, it } from 'vitest';
import type { Warehouse } from '@inventory/contracts';
import { warehouseActions, type WarehouseWrites } from './warehouse-actions.ts';

const depot: Warehouse = {
  id: '3f1c0a52-6a55-4c8e-9d7e-1c2b3a4d5e6f',
  name: 'Depot',
  creationTime: '2026-01-02T03:04:05Z',
  concurrencyStamp: 'read-with-the-record',
};
const values = { name: 'Depot North', address: '', telePhone: '', remarks: '' };

function recordingWrites(failWith?: unknown) {
  const sent: Array<[string, unknown]> = [];
  const record = (name: string) => async (input: unknown) => {
    sent.push([name, input]);
    if (failWith) throw failWith;
    return undefined;
  };
  const writes: WarehouseWrites = {
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

describe('warehouseActions', () => {
  it('sends the concurrency stamp read with the record on update', async () => {
    const { sent, writes } = recordingWrites();
    await warehouseActions(writes, all, rethrow).onUpdate?.(depot, values);
    expect(sent).toEqual([
      ['update', { params: { id: depot.id }, body: { ...values, concurrencyStamp: 'read-with-the-record' } }],
    ]);
  });

  it('deletes and creates the record the screen names', async () => {
    const { sent, writes } = recordingWrites();
    const actions = warehouseActions(writes, all, rethrow);
    await actions.onCreate?.(values);
    await actions.onDelete?.(depot);
    expect(sent).toEqual([
      ['create', { body: values }],
      ['remove', { params: { id: depot.id } }],
    ]);
  });

  it('leaves out each action the user may not take', () => {
    const { writes } = recordingWrites();
    const actions = warehouseActions(writes, { create: false, update: true, delete: false }, rethrow);
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
    await expect(warehouseActions(writes, all, policy).onUpdate?.(depot, values)).rejects.toThrow('handled');
    expect(seen).toEqual([conflict]);
  });
});
