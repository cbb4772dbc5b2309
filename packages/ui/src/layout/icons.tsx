import { Icon, type IconProps } from '@chakra-ui/react';
import type { JSX } from 'react';

export type GlyphComponent = (props: IconProps) => JSX.Element;

/** Small inline glyphs so the ui needs no icon library; all decorative (the control carries the label). */
export function glyph(path: string): GlyphComponent {
  return function Glyph(props: IconProps) {
    return (
      <Icon aria-hidden {...props}>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={path} />
        </svg>
      </Icon>
    );
  };
}

export const MenuGlyph = glyph('M3 6h18M3 12h18M3 18h18');
export const CollapseGlyph = glyph('M11 17l-5-5 5-5M18 17l-5-5 5-5');
export const ExpandGlyph = glyph('M13 17l5-5-5-5M6 17l5-5-5-5');
export const GlobeGlyph = glyph(
  'M12 2a10 10 0 100 20 10 10 0 000-20zM2 12h20M12 2a15 15 0 010 20M12 2a15 15 0 000 20',
);
export const UserGlyph = glyph('M20 21v-2a4 4 0 00-4-4H8a4 4 0 00-4 4v2M12 11a4 4 0 100-8 4 4 0 000 8z');
export const ChevronDownGlyph = glyph('M6 9l6 6 6-6');
export const BoxesGlyph = glyph('M21 8l-9-5-9 5 9 5 9-5zM3 8v8l9 5 9-5V8M12 13v8');
export const CompassGlyph = glyph('M12 2a10 10 0 100 20 10 10 0 000-20zM16 8l-2 6-6 2 2-6 6-2z');
