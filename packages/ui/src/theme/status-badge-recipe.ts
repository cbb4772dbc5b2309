import { defineRecipe } from '@chakra-ui/react';

/**
 * One look per document state (product-spec §4) so every list shows Draft/Processing/Finish/Discard alike, and per
 * batch expiry status (Normal as Finish, NearExpiry, Expired as Discard).
 */
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
      // A batch's expiry (business-rules §4): Normal looks finished, Expired discarded, NearExpiry its own orange.
      NearExpiry: {
        bg: 'status.nearExpiry.bg',
        color: 'status.nearExpiry.fg',
        borderColor: 'status.nearExpiry.border',
      },
    },
  },
  defaultVariants: { state: 'Draft' },
});
