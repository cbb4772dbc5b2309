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
