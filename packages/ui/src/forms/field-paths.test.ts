import { describe, expect, it } from 'vitest';
import { fieldPathsOf, toFieldPath } from './field-paths.ts';

describe('toFieldPath', () => {
  it('turns ABP member names into react-hook-form paths', () => {
    expect(toFieldPath('Name')).toBe('name');
    expect(toFieldPath('Lines[0].Count')).toBe('lines.0.count');
    expect(toFieldPath('lines[12].unitPrice')).toBe('lines.12.unitPrice');
  });
});

describe('fieldPathsOf', () => {
  it('lists every leaf, array items included', () => {
    expect(
      fieldPathsOf({ name: '', isActive: true, lines: [{ skuId: null, count: '1' }], images: [] }),
    ).toEqual(['name', 'isActive', 'lines.0.skuId', 'lines.0.count', 'images']);
  });
});
