import { HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from '../layout/nav-link.tsx';
import { stockPaths, type StockView } from './stock-paths.ts';

export interface StockNavProps {
  current: StockView;
  onNavigate: (path: string) => void;
}

const views: readonly StockView[] = ['stock', 'summary', 'warehouse'];

/**
 * The stock screens' own navigation: three links (Tab reaches each, Enter follows it), the current one marked
 * with `aria-current="page"`, so every view is one key press away from the others.
 */
export function StockNav({ current, onNavigate }: StockNavProps) {
  const { t } = useTranslation('stock');
  return (
    <HStack as="nav" aria-label={t('nav.label')} gap="1" wrap="wrap" borderBottomWidth="1px">
      {views.map((view) => {
        const active = view === current;
        return (
          <NavLink
            key={view}
            to={stockPaths[view]}
            onNavigate={onNavigate}
            aria-current={active ? 'page' : undefined}
            paddingX="3"
            paddingY="2"
            fontWeight={active ? 'semibold' : 'normal'}
            color={active ? 'brand.fg' : 'fg.muted'}
            borderBottomWidth="2px"
            borderColor={active ? 'brand.solid' : 'transparent'}
            marginBottom="-1px"
            _hover={{ color: 'fg' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
          >
            {t(`nav.${view}`)}
          </NavLink>
        );
      })}
    </HStack>
  );
}
