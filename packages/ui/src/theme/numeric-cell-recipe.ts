import { defineRecipe } from '@chakra-ui/react';

/** Quantities and money line up by digit: right-aligned tabular numerals in every table. */
export const numericCellRecipe = defineRecipe({
  className: 'numeric-cell',
  base: {
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { color: 'fg' },
      muted: { color: 'fg.muted' },
      negative: { color: 'status.danger.fg' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
