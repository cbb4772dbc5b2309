import { defineRecipe } from '@chakra-ui/react';

/** One look per document state (product-spec §4) so every list shows Draft/Processing/Finish/Discard alike. */
export const statusBadgeRecipe = defineRecipe({
  className: 'status-badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: 'l2',
    paddingInline: '2',
    paddingBlock: '0.5',
    fontSize: 'xs',
    fontWeight: 'medium',
    lineHeight: '1.25rem',
    whiteSpace: 'nowrap',
    borderWidth: '1px',
  },
  variants: {
    state: {
      Draft: { bg: 'status.draft.bg', color: 'status.draft.fg', borderColor: 'status.draft.border' },
      Processing: {
        bg: 'status.processing.bg',
        color: 'status.processing.fg',
        borderColor: 'status.processing.border',
      },
      Finish: { bg: 'status.finish.bg', color: 'status.finish.fg', borderColor: 'status.finish.border' },
      Discard: { bg: 'status.discard.bg', color: 'status.discard.fg', borderColor: 'status.discard.border' },
    },
  },
  defaultVariants: { state: 'Draft' },
});
