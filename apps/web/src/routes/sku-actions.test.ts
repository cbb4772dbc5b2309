import { describe, expect, it } from 'vitest';
import { SkuKind, SkuState, type Sku } from '@inventory/contracts';
import { skuFormDefaults } from '@inventory/ui';
import { skuActions, type SkuTriggers } from './sku-actions.ts';

const part = '1c8e7a60-2d3b-4f4c-9a81-6b7c8d9e0f12';
const category = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const kit: Sku = {
  id: '0b9d6f5e-1c2a-4e3b-8f70-5a6b7c8d9e01',
  code: 'KIT-1',
  name: 'Bolt kit',
  unit: 'set',
  cost: 1.005,
  state: SkuState.On,
  kind: SkuKind.Group,
  groups: [{ id: part, code: 'B-1', name: 'Bolt', number: 2.5 }],
  remarks: null,
  attributeId: category,
  attribute: 'Hardware',
  images: ['https://img.example/kit.png'],
  qrCode: 'KIT-1',
};

function recordingWrites(failWith?: unknown) {
  const sent: Array<[string, unknown]> = [];
  const record = (name: string) => async (input: unknown) => {
    sent.push([name, input]);
    if (failWith) throw failWith;
    return undefined;
  };
  const writes: SkuTriggers = {
    create: record('create'),
    update: record('update'),
    remove: record('remove'),
    setAttribute: record('setAttribute'),
  };
  return { sent, writes };
}

const rethrow = (error: unknown): never => {
  throw error;
};
const all = { create: true, update: true, delete: true };

describe('skuActions', () => {
  it('switching Off sends the whole SKU with only the state changed, so its components and images stay', async () => {
    const { sent, writes } = recordingWrites();
    await skuActions(writes, all, rethrow).onSwitch?.(kit, SkuState.Off);
    expect(sent).toEqual([
      [
        'update',
        {
          params: { id: kit.id },
          body: {
            code: 'KIT-1',
            name: 'Bolt kit',
            unit: 'set',
            cost: 1.005,
            attributeId: category,
            remarks: null,
            state: SkuState.Off,
            groups: [{ id: part, number: 2.5 }],
            images: ['https://img.example/kit.png'],
          },
        },
      ],
    ]);
  });

  it('sets the category of many SKUs in one call', async () => {
    const { sent, writes } = recordingWrites();
    await skuActions(writes, all, rethrow).onSetCategory?.([kit.id, part], category);
    expect(sent).toEqual([['setAttribute', { body: { ids: [kit.id, part], attributeId: category } }]]);
  });

  it('creates from the form values with exact decimals', async () => {
    const { sent, writes } = recordingWrites();
    const values = {
      ...skuFormDefaults(null),
      name: 'Washer',
      cost: '0.0001',
      groups: [{ id: part, number: '0.001' }],
    };
    await skuActions(writes, all, rethrow).onCreate?.(values);
    expect(sent[0]?.[1]).toMatchObject({
      body: { name: 'Washer', cost: 0.0001, groups: [{ id: part, number: 0.001 }] },
    });
  });

  it('offers only what the user holds: without update there is no edit, switch or set category', () => {
    const { writes } = recordingWrites();
    const readOnly = skuActions(writes, { create: false, update: false, delete: false }, rethrow);
    expect(Object.values(readOnly).filter(Boolean)).toEqual([]);
    const updater = skuActions(writes, { create: false, update: true, delete: false }, rethrow);
    expect(updater.onSwitch).toBeTypeOf('function');
    expect(updater.onSetCategory).toBeTypeOf('function');
    expect(updater.onDelete).toBeUndefined();
  });

  it('passes a refusal through the screen error policy', async () => {
    const refusal = new Error('SKU has stock');
    const { writes } = recordingWrites(refusal);
    const seen: unknown[] = [];
    const policy = (error: unknown): never => {
      seen.push(error);
      throw error;
    };
    await expect(skuActions(writes, all, policy).onDelete?.(kit)).rejects.toBe(refusal);
    expect(seen).toEqual([refusal]);
  });
});
