import { useTranslation } from 'react-i18next';
import { ComingSoon, type MenuItemKey } from '@inventory/ui';

export interface ComingSoonRouteProps {
  /** The menu entry naming the screen. */
  item: MenuItemKey;
}

/** A route whose screen is not built yet: a clear "coming soon" inside the layout, so no menu entry is dead. */
export function ComingSoonRoute({ item }: ComingSoonRouteProps) {
  const { t } = useTranslation('menu');
  return <ComingSoon title={t(`items.${item}`)} />;
}
