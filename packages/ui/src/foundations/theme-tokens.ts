import { system } from '../theme/system.ts';

type Token = (typeof system.tokens.allTokens)[number];

/** A colour named by its meaning, with the palette colour it takes in each colour mode. */
export interface ColorToken {
  /** As components write it: `brand.solid`, `status.finish.fg`. */
  name: string;
  /** `var(--chakra-colors-…)`, to paint a swatch with the live value. */
  cssVar: string;
  /** Colour mode → palette colour, e.g. `['_light', 'teal.700']`. */
  modes: [string, string][];
}

/** One step of a scale (font sizes, spacing, radii, …). */
export interface ScaleToken {
  name: string;
  cssVar: string;
  /** As defined: `0.875rem`, `600`, or the step it points to (`sm`). */
  value: string;
  /** The size in CSS pixels at the default root size, where the theme knows it. */
  pixels?: string;
}

// The system lists a token once per condition it is registered under; a page shows each name once.
function uniqueByName<T extends { name: string }>(tokens: T[]): T[] {
  const seen = new Set<string>();
  return tokens.filter((token) => !seen.has(token.name) && Boolean(seen.add(token.name)));
}

const pathOf = (token: Token): string[] => token.extensions.originalPath ?? token.name.split('.');

// `{colors.teal.700}` → `teal.700`, `{radii.sm}` → `sm`: the step a token points to, as a designer names it.
const reference = (value: unknown): string => String(value).replace(/^\{[a-zA-Z]+\.(.*)\}$/, '$1');

/**
 * The semantic colours of one group of the theme (`brand`, `surface`, `status`, `fg`, `bg`, `border`), read from
 * the Chakra system the components use, so the page can never disagree with the product.
 */
export function semanticColors(group: string): ColorToken[] {
  const tokens = system.tokens.allTokens
    .filter((token) => token.extensions.category === 'colors' && token.extensions.conditions)
    .filter((token) => pathOf(token)[1] === group)
    .map((token) => ({
      name: pathOf(token).slice(1).join('.'),
      cssVar: token.extensions.cssVar?.ref ?? token.value,
      modes: Object.entries(token.extensions.conditions ?? {}).map(
        ([mode, value]) => [mode, reference(value)] as [string, string],
      ),
    }));
  return uniqueByName(tokens);
}

export type ScaleCategory = 'fontSizes' | 'fontWeights' | 'lineHeights' | 'fonts' | 'spacing' | 'radii';

const numeric = (name: string) => (Number.isNaN(Number(name)) ? undefined : Number(name));

/** Every step of one scale of the theme in its order; spacing without the negative steps, smallest first. */
export function scale(category: ScaleCategory): ScaleToken[] {
  const steps = system.tokens.allTokens
    .filter((token) => token.extensions.category === category && !token.extensions.conditions?.['_dark'])
    .map((token) => {
      const name = pathOf(token).slice(1).join('.');
      const original = token.originalValue as unknown;
      const pixels = token.extensions.pixelValue;
      return {
        name,
        cssVar: token.extensions.cssVar?.ref ?? String(token.value),
        value: typeof original === 'string' || typeof original === 'number' ? reference(original) : name,
        ...(typeof pixels === 'string' && pixels.endsWith('px') ? { pixels } : {}),
      };
    })
    .filter((step) => !step.name.startsWith('-'));
  if (category !== 'spacing') return uniqueByName(steps);
  return uniqueByName(steps).sort((a, b) => (numeric(a.name) ?? 0) - (numeric(b.name) ?? 0));
}
