import { Flex, IconButton, Spacer } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CollapseGlyph, ExpandGlyph } from './icons.tsx';
import { LanguageSwitcher, type LanguageSwitcherProps } from './language-switcher.tsx';
import { belowCompact } from './shell-container.ts';
import { UserMenu, type UserMenuProps } from './user-menu.tsx';

export interface TopBarProps extends LanguageSwitcherProps, UserMenuProps {
  /** Whether the side menu is the narrow rail; the toggle button says so and flips it. */
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /** Shown first, in a narrow shell only: the button that opens the menu drawer (AppLayout passes it). */
  menuButton?: ReactNode;
}

/**
 * The bar across the top of every signed-in page: the menu's collapse toggle, then the language switcher and the
 * account menu at the end. AppLayout places it; use it alone only to show or test the bar itself.
 */
export function TopBar({ collapsed, onToggleCollapsed, menuButton, ...rest }: TopBarProps) {
  const { t } = useTranslation('layout');
  return (
    <Flex
      as="header"
      align="center"
      gap="2"
      paddingInline="3"
      height="14"
      bg="surface.panel"
      borderBottomWidth="1px"
      borderColor="border"
    >
      {menuButton}
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={collapsed ? t('expandMenu') : t('collapseMenu')}
        aria-expanded={!collapsed}
        onClick={onToggleCollapsed}
        css={{ [belowCompact]: { display: 'none' } }}
      >
        {collapsed ? <ExpandGlyph /> : <CollapseGlyph />}
      </IconButton>
      <Spacer />
      <LanguageSwitcher
        languages={rest.languages}
        currentLanguage={rest.currentLanguage}
        onLanguageChange={rest.onLanguageChange}
      />
      <UserMenu
        userName={rest.userName}
        onEditProfile={rest.onEditProfile}
        onChangePassword={rest.onChangePassword}
        onSignOut={rest.onSignOut}
      />
    </Flex>
  );
}
