import { chakra, useRecipe } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { statusBadgeRecipe } from '../theme/status-badge-recipe.ts';

export type DocumentState = 'Draft' | 'Processing' | 'Finish' | 'Discard';

export interface StatusBadgeProps {
  state: DocumentState;
}

/**
 * A document's state (Draft, Processing, Finished, Discarded) in the one look every list and form uses. Use it
 * wherever a state is shown, so a person learns the four colours once.
 */
export function StatusBadge({ state }: StatusBadgeProps) {
  const { t } = useTranslation('common');
  const recipe = useRecipe({ recipe: statusBadgeRecipe });
  return <chakra.span css={recipe({ state })}>{t(`status.${state}`)}</chakra.span>;
}

export type ExpiryStatus = 'Normal' | 'NearExpiry' | 'Expired';

export interface ExpiryBadgeProps {
  status: ExpiryStatus;
}

const expiryLook = { Normal: 'Finish', NearExpiry: 'NearExpiry', Expired: 'Discard' } as const;

/**
 * A batch's expiry status (Normal, Near expiry, Expired; business-rules §4, in the tenant's time zone) in the badge
 * look of the document states, so green, orange and red mean the same on every screen.
 */
export function ExpiryBadge({ status }: ExpiryBadgeProps) {
  const { t } = useTranslation('common');
  const recipe = useRecipe({ recipe: statusBadgeRecipe });
  return <chakra.span css={recipe({ state: expiryLook[status] })}>{t(`expiry.${status}`)}</chakra.span>;
}
