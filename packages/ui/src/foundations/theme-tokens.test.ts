import { describe, expect, it } from 'vitest';
import { semanticColors, scale } from './theme-tokens.ts';

// The foundation pages render these lists: they must carry the theme's real values, not a copy.
describe('theme tokens for the foundation pages', () => {
  it('lists the brand colours with the palette colour of each mode', () => {
    const solid = semanticColors('brand').find((token) => token.name === 'brand.solid');
    expect(solid).toEqual({
      name: 'brand.solid',
      cssVar: 'var(--chakra-colors-brand-solid)',
      modes: [
        ['_light', 'teal.700'],
        ['_dark', 'teal.400'],
      ],
    });
  });

  it('lists every document status colour and nothing from other groups', () => {
    const names = semanticColors('status').map((token) => token.name);
    for (const state of ['draft', 'processing', 'finish', 'discard']) {
      expect(names).toEqual(expect.arrayContaining([`status.${state}.bg`, `status.${state}.fg`]));
    }
    expect(names.every((name) => name.startsWith('status.'))).toBe(true);
  });

  it('names each token once', () => {
    for (const names of [
      semanticColors('brand').map((token) => token.name),
      scale('spacing').map((step) => step.name),
      scale('fontSizes').map((step) => step.name),
    ]) {
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('gives the type scale in order with pixel sizes', () => {
    const sizes = scale('fontSizes');
    expect(sizes.find((step) => step.name === 'sm')).toMatchObject({ value: '0.875rem', pixels: '14px' });
    const pixels = sizes.map((step) => Number.parseFloat(step.pixels ?? 'NaN'));
    expect(pixels).toEqual([...pixels].sort((a, b) => a - b));
  });

  it('gives spacing smallest first without negative steps', () => {
    const spacing = scale('spacing');
    expect(spacing[0]?.name).toBe('0.5');
    expect(spacing.some((step) => step.name.startsWith('-'))).toBe(false);
    expect(spacing.find((step) => step.name === '4')?.pixels).toBe('16px');
  });

  it('names the radius a layered radius points to', () => {
    expect(scale('radii').find((step) => step.name === 'l2')?.value).toBe('sm');
  });
});
