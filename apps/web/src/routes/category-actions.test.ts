import { describe, expect, it } from 'vitest';
import type { Category } from '@inventory/contracts';
import { categoryActions, type CategoryWrites } from './category-actions.ts';

const snacks: Category = { id: 'c7a1', name: 'Snacks', code: '00001.00001', sort: 10, parentId: 'f00d' };
const values = { name: 'Crisps', sort: 20, color: '#f00', parentId: 'f00d', coverImage: null };

function recordingWrites(failWith?: unknown) {
  const sent: Array<[string, unknown]> = [];
  const record = (name: string) => async (input: unknown) => {
    sent.push([name, input]);
    if (failWith) throw failWith;
    return { id: 'new-id' };
  };
  const writes: CategoryWrites = {
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

describe('categoryActions', () => {
  it('creates, updates and deletes the category the screen names, and answers the created one', async () => {
    const { sent, writes } = recordingWrites();
    const actions = categoryActions(writes, all, rethrow);
    await expect(actions.onCreate?.(values)).resolves.toEqual({ id: 'new-id' });
    await actions.onUpdate?.(snacks, values);
    await actions.onDelete?.(snacks);
    expect(sent).toEqual([
      ['create', { body: values }],
      ['update', { params: { id: 'c7a1' }, body: values }],
      ['remove', { params: { id: 'c7a1' } }],
    ]);
  });

  it('leaves out each action the user may not take', () => {
    const { writes } = recordingWrites();
    const actions = categoryActions(writes, { create: false, update: true, delete: false }, rethrow);
    expect(actions.onCreate).toBeUndefined();
    expect(actions.onUpdate).toBeTypeOf('function');
    expect(actions.onDelete).toBeUndefined();
  });

  it('passes a failed write (a refusal to delete a category in use) through the screen error policy', async () => {
    const inUse = new Error('in use');
    const { writes } = recordingWrites(inUse);
    const seen: unknown[] = [];
    const policy = (error: unknown): never => {
      seen.push(error);
      throw new Error('handled');
    };
    await expect(categoryActions(writes, all, policy).onDelete?.(snacks)).rejects.toThrow('handled');
    expect(seen).toEqual([inUse]);
  });
});
