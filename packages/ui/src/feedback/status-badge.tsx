import { chakra, useRecipe } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { statusBadgeRecipe } from '../theme/status-badge-recipe.ts';

export type DocumentState = 'Draft' | 'Processing' | 'Finish' | 'Discard';

export interface StatusBadgeProps {
  state: DocumentState;
}

/** A document's state (product-spec §4) in its one agreed look. */
export function StatusBadge({ state }: StatusBadgeProps) {
  const { t } = useTranslation('common');
  const recipe = useRecipe({ recipe: statusBadgeRecipe });
  return <chakra.span css={recipe({ state })}>{t(`status.${state}`)}</chakra.span>;
}
