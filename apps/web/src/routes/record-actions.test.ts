import { describe, expect, it } from 'vitest';
import type { Category, SaveCategory, SaveSupplier, Supplier, Warehouse } from '@inventory/contracts';
import { plainBodies, recordActions, stampedBodies, type RecordTriggers } from './record-actions.ts';

const depot: Warehouse = {
  id: '3f1c0a52-6a55-4c8e-9d7e-1c2b3a4d5e6f',
  name: 'Depot',
  creationTime: '2026-01-02T03:04:05Z',
  concurrencyStamp: 'read-with-the-record',
};
const depotValues = { name: 'Depot North', address: '', telePhone: '', remarks: '' };
const teaCo: Supplier = { ...depot, name: 'Tea Co' };
const teaValues: SaveSupplier = {
  name: 'Tea House',
  contact: 'Wang Fang',
  telePhone: '',
  address: '',
  remarks: 'Monthly',
};
const snacks: Category = { id: 'c7a1', name: 'Snacks', code: '00001.00001', sort: 10, parentId: 'f00d' };
const crisps: SaveCategory = { name: 'Crisps', sort: 20, color: '#f00', parentId: 'f00d', coverImage: null };

function recordingWrites<C, U>(failWith?: unknown) {
  const sent: Array<[string, unknown]> = [];
  const record = (name: string) => async (input: unknown) => {
    sent.push([name, input]);
    if (failWith) throw failWith;
    return { id: 'new-id' };
  };
  const writes: RecordTriggers<C, U> = {
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

describe('recordActions', () => {
  it.each([
    ['a warehouse', depot, depotValues],
    ['a supplier', teaCo, teaValues],
  ])('sends the concurrency stamp read with %s on update', async (_what, record, values) => {
    const { sent, writes } = recordingWrites();
    await recordActions(writes, all, rethrow, stampedBodies<Warehouse, typeof values>()).onUpdate?.(
      record,
      values,
    );
    expect(sent).toEqual([
      [
        'update',
        { params: { id: record.id }, body: { ...values, concurrencyStamp: 'read-with-the-record' } },
      ],
    ]);
  });

  it('deletes and creates the record the screen names', async () => {
    const { sent, writes } = recordingWrites();
    const actions = recordActions(writes, all, rethrow, stampedBodies<Warehouse, typeof depotValues>());
    await actions.onCreate?.(depotValues);
    await actions.onDelete?.(depot);
    expect(sent).toEqual([
      ['create', { body: depotValues }],
      ['remove', { params: { id: depot.id } }],
    ]);
  });

  it('sends a record without a stamp as the form has it, and answers the created one', async () => {
    const { sent, writes } = recordingWrites();
    const actions = recordActions(writes, all, rethrow, plainBodies<Category, SaveCategory>());
    await expect(actions.onCreate?.(crisps)).resolves.toEqual({ id: 'new-id' });
    await actions.onUpdate?.(snacks, crisps);
    await actions.onDelete?.(snacks);
    expect(sent).toEqual([
      ['create', { body: crisps }],
      ['update', { params: { id: 'c7a1' }, body: crisps }],
      ['remove', { params: { id: 'c7a1' } }],
    ]);
  });

  it('leaves out each action the user may not take', () => {
    const { writes } = recordingWrites();
    const grants = { create: false, update: true, delete: false };
    const actions = recordActions(writes, grants, rethrow, plainBodies<Category, SaveCategory>());
    expect(actions.onCreate).toBeUndefined();
    expect(actions.onUpdate).toBeTypeOf('function');
    expect(actions.onDelete).toBeUndefined();
  });

  it.each([
    [
      'a stale update (409)',
      (actions: ReturnType<typeof stampedActions>) => actions.onUpdate?.(depot, depotValues),
    ],
    ['a refused delete (in use)', (actions: ReturnType<typeof stampedActions>) => actions.onDelete?.(depot)],
  ])('passes %s through the screen error policy', async (_what, act) => {
    const refusal = new Error('refused');
    const seen: unknown[] = [];
    const policy = (error: unknown): never => {
      seen.push(error);
      throw new Error('handled');
    };
    await expect(act(stampedActions(recordingWrites(refusal).writes, policy))).rejects.toThrow('handled');
    expect(seen).toEqual([refusal]);
  });
});

function stampedActions(writes: RecordTriggers<unknown, unknown>, policy: (error: unknown) => never) {
  return recordActions(writes, all, policy, stampedBodies<Warehouse, typeof depotValues>());
}
