import { describe, expect, it } from 'vitest';
import { groupLineFailures } from './sku-groups.ts';

const a = '0193a000-0000-7000-8000-00000000000a';
const b = '0193a000-0000-7000-8000-00000000000b';

describe('groupLineFailures', () => {
  it('accepts distinct components of another SKU', () => {
    expect(groupLineFailures(a, [{ id: b, number: 2 }])).toEqual([]);
    expect(
      groupLineFailures(undefined, [
        { id: a, number: 1 },
        { id: b, number: 1 },
      ]),
    ).toEqual([]);
  });

  it('refuses the SKU itself and repeated components, naming the line', () => {
    expect(groupLineFailures(a, [{ id: a.toUpperCase(), number: 1 }])).toEqual([
      { key: 'errors:SkuComponentSelf', params: {}, members: ['groups.0.id'] },
    ]);
    expect(
      groupLineFailures(undefined, [
        { id: b, number: 1 },
        { id: b, number: 3 },
      ]),
    ).toEqual([{ key: 'errors:SkuComponentDuplicate', params: {}, members: ['groups.1.id'] }]);
  });
});
