import { screenWidths } from '../packages/ui/src/theme/screen-widths.ts';

const px = (value: number) => `${value}px`;

/**
 * The viewport toolbar offers the product's breakpoints (product-spec §9) and the edges around them: the smallest
 * phone, the last width with the menu drawer, then each breakpoint. Heights are a common screen of that width.
 */
export const viewportOptions = {
  phone: { name: 'Phone 320', styles: { width: px(320), height: px(640) }, type: 'mobile' },
  belowCompact: {
    name: `Below breakpoint ${screenWidths.compact - 1}`,
    styles: { width: px(screenWidths.compact - 1), height: px(900) },
    type: 'tablet',
  },
  compact: {
    name: `Breakpoint ${screenWidths.compact}`,
    styles: { width: px(screenWidths.compact), height: px(900) },
    type: 'tablet',
  },
  regular: {
    name: `Breakpoint ${screenWidths.regular}`,
    styles: { width: px(screenWidths.regular), height: px(800) },
    type: 'desktop',
  },
  wide: {
    name: `Breakpoint ${screenWidths.wide}`,
    styles: { width: px(screenWidths.wide), height: px(1080) },
    type: 'desktop',
  },
} as const;
