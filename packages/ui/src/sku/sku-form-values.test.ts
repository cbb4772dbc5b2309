import { SkuKind, SkuState, saveSku, type Sku } from '@inventory/contracts';
import { describe, expect, it } from 'vitest';
import {
  derivedKind,
  skuBodyFromForm,
  skuBodyFromSku,
  skuFormDefaults,
  skuFormSchema,
  type SkuFormValues,
} from './sku-form-values.ts';

const self = '0b9d6f5e-1c2a-4e3b-8f70-5a6b7c8d9e01';
const bolt = '1c8e7a60-2d3b-4f4c-9a81-6b7c8d9e0f12';
const nut = '2d9f8b71-3e4c-4a5d-8b92-7c8d9e0f1a23';

const kit: Sku = {
  id: self,
  code: 'KIT-1',
  name: 'Bolt kit',
  unit: 'set',
  cost: 12.3456,
  state: SkuState.On,
  kind: SkuKind.Group,
  groups: [
    { id: bolt, code: 'B-1', name: 'Bolt', number: 2 },
    { id: nut, code: 'N-1', name: 'Nut', number: 0.125 },
  ],
  remarks: 'Boxed',
  attributeId: null,
  attribute: null,
  images: ['https://img.example/kit.png'],
  qrCode: 'KIT-1',
};

const values = (changes: Partial<SkuFormValues> = {}): SkuFormValues => ({
  ...skuFormDefaults(null),
  name: 'Washer',
  ...changes,
});

const messages = (selfId: string | undefined, form: SkuFormValues) =>
  (skuFormSchema(selfId).safeParse(form).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);

describe('the SKU form rules', () => {
  it('refuses the SKU itself as its own component, on that line', () => {
    expect(
      messages(
        self,
        values({
          groups: [
            { id: bolt, number: '1' },
            { id: self.toUpperCase(), number: '1' },
          ],
        }),
      ),
    ).toEqual([['groups.1.id', 'sku:components.self']]);
  });

  it('refuses a component twice, a line without an SKU, and a quantity that is not above 0 or has 4 places', () => {
    const found = messages(
      undefined,
      values({
        groups: [
          { id: bolt, number: '1' },
          { id: bolt, number: '0' },
          { id: null, number: '1.2345' },
        ],
      }),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        ['groups.1.id', 'sku:components.duplicate'],
        ['groups.2.id', 'sku:components.required'],
        ['groups.1.number', expect.stringContaining('validation:greaterThan')],
        ['groups.2.number', expect.stringContaining('validation:decimalPlaces')],
      ]),
    );
  });

  it('takes cost with 4 places and refuses a fifth, never rounding', () => {
    expect(messages(undefined, values({ cost: '1.2345' }))).toEqual([]);
    expect(messages(undefined, values({ cost: '1.23456' }))).toEqual([
      ['cost', expect.stringContaining('validation:decimalPlaces')],
    ]);
  });

  it('derives the kind from the components as the server does', () => {
    expect(derivedKind([])).toBe(SkuKind.Single);
    expect(derivedKind([{ id: bolt, number: '1' }])).toBe(SkuKind.Group);
  });
});

describe('the SKU bodies', () => {
  it('turns the form into a body the contract accepts, decimals exact', () => {
    const body = skuBodyFromForm(
      values({ code: '  ', cost: '0.1', unit: 'pcs', groups: [{ id: bolt, number: '0.001' }], isOn: false }),
    );
    expect(body).toMatchObject({
      code: null,
      cost: 0.1,
      unit: 'pcs',
      state: SkuState.Off,
      groups: [{ id: bolt, number: 0.001 }],
    });
    expect(saveSku.safeParse(body).success).toBe(true);
  });

  it('editing starts from the saved SKU and saves it back unchanged', () => {
    const form = skuFormDefaults(kit);
    expect(form.cost).toBe('12.3456');
    expect(form.groups).toEqual([
      { id: bolt, number: '2' },
      { id: nut, number: '0.125' },
    ]);
    // The form always says the level (empty = none, null); the switch's body leaves out what it did not read.
    expect(skuBodyFromForm(form)).toEqual({ ...skuBodyFromSku(kit), reorderLevel: null });
    expect(skuBodyFromForm(skuFormDefaults({ ...kit, reorderLevel: 40 }))).toEqual(
      skuBodyFromSku({ ...kit, reorderLevel: 40 }),
    );
  });

  it('the switch body keeps the components and images (the update replaces every field)', () => {
    const body = skuBodyFromSku(kit, { state: SkuState.Off });
    expect(body.state).toBe(SkuState.Off);
    expect(body.groups).toEqual([
      { id: bolt, number: 2 },
      { id: nut, number: 0.125 },
    ]);
    expect(body.images).toEqual(['https://img.example/kit.png']);
    expect(saveSku.safeParse(body).success).toBe(true);
  });
});

describe('the reorder level', () => {
  const values = (reorderLevel: string): SkuFormValues => ({
    ...skuFormDefaults(null),
    name: 'Rice',
    reorderLevel,
  });
  const messages = (reorderLevel: string) =>
    skuFormSchema()
      .safeParse(values(reorderLevel))
      .error?.issues.filter((issue) => issue.path[0] === 'reorderLevel')
      .map((issue) => issue.message) ?? [];

  it('is optional: empty sends null, so the server clears it', () => {
    expect(messages('')).toEqual([]);
    expect(skuBodyFromForm(values('')).reorderLevel).toBeNull();
  });

  it('is a count of up to 3 places, never negative', () => {
    expect(skuBodyFromForm(values('12.5')).reorderLevel).toBe(12.5);
    expect(messages('-1')).toEqual(['validation:min|{"min":0}']);
    expect(messages('1.2345')).toHaveLength(1);
  });

  it('starts from the saved level and is sent back unchanged by a switch', () => {
    expect(skuFormDefaults({ ...kit, reorderLevel: 40 }).reorderLevel).toBe('40');
    expect(skuFormDefaults(kit).reorderLevel).toBe('');
    expect(skuBodyFromSku({ ...kit, reorderLevel: 40 }, { state: SkuState.Off }).reorderLevel).toBe(40);
  });
});
