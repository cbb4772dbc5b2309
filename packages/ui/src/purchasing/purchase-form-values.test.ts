import { describe, expect, it } from 'vitest';
import { emptyLine, purchaseBody, purchaseFormSchema, typedShelfLife } from './purchase-form-values.ts';

const values = (expirationDay: string) => ({
  supplierId: 's1',
  purchaseTime: '2026-03-02T00:00:00.000Z',
  remarks: '',
  lines: [
    {
      ...emptyLine,
      skuId: 'k1',
      count: '3',
      price: '1.005',
      parturitionTime: '2026-02-01T00:00:00.000Z',
      expirationDay,
    },
  ],
});

describe('a purchase line’s batch dates', () => {
  it('are sent as the contract takes them: the production day and whole days of shelf life', () => {
    const body = purchaseBody(values(' 45 '), undefined, { submit: false });
    expect(body.items[0]).toMatchObject({ parturitionTime: '2026-02-01T00:00:00.000Z', expirationDay: 45 });
    expect(purchaseBody(values(''), undefined, { submit: false }).items[0]?.expirationDay).toBeNull();
  });

  it('refuse a shelf life that is not whole days in 0..36500', () => {
    expect(purchaseFormSchema.safeParse(values('45')).success).toBe(true);
    expect(purchaseFormSchema.safeParse(values('4.5')).success).toBe(false);
    expect(purchaseFormSchema.safeParse(values('36501')).success).toBe(false);
    expect([typedShelfLife('0'), typedShelfLife('x'), typedShelfLife('')]).toEqual([0, null, null]);
  });
});
