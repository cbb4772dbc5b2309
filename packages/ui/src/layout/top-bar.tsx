import { Flex, IconButton, Spacer } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CollapseGlyph, ExpandGlyph } from './icons.tsx';
import { LanguageSwitcher, type LanguageSwitcherProps } from './language-switcher.tsx';
import { UserMenu, type UserMenuProps } from './user-menu.tsx';

export interface TopBarProps extends LanguageSwitcherProps, UserMenuProps {
  collapsed: boolean;
  onToggleCollapsed: () => void;
}

export function TopBar({ collapsed, onToggleCollapsed, ...rest }: TopBarProps) {
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
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={collapsed ? t('expandMenu') : t('collapseMenu')}
        aria-expanded={!collapsed}
        onClick={onToggleCollapsed}
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
