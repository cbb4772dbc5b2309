import { Box, Flex } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { GlobalLoadingIndicator } from './global-loading-indicator.tsx';
import type { LanguageOption } from './language-switcher.tsx';
import type { MenuGroup } from './menu-model.ts';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';

export interface AppLayoutProps {
  /** From `buildMenu(...)`: already filtered by features and permissions. */
  menu: readonly MenuGroup[];
  /** The current route path; marks the active entry and opens its group. */
  activePath: string;
  /** Router hand-off for menu entries and the logo. */
  onNavigate: (path: string) => void;
  languages: readonly LanguageOption[];
  currentLanguage: string;
  onLanguageChange: (cultureName: string) => void;
  userName: string;
  onEditProfile: () => void;
  onChangePassword: () => void;
  onSignOut: () => void;
  /** Requests in flight, for the top loading bar. */
  loadingCount?: number;
  defaultCollapsed?: boolean;
  children: ReactNode;
}

/** The signed-in shell of product-spec §2: left menu, top bar, the page. */
export function AppLayout({
  menu,
  activePath,
  onNavigate,
  loadingCount = 0,
  defaultCollapsed = false,
  children,
  ...topBar
}: AppLayoutProps) {
  const [collapsed, setCollapsed] = useState(defaultCollapsed);
  return (
    <Flex minHeight="100vh" bg="surface.page">
      <GlobalLoadingIndicator count={loadingCount} />
      <SideMenu menu={menu} activePath={activePath} collapsed={collapsed} onNavigate={onNavigate} />
      <Flex direction="column" flex="1" minWidth="0">
        <TopBar collapsed={collapsed} onToggleCollapsed={() => setCollapsed((c) => !c)} {...topBar} />
        <Box as="main" flex="1" padding="6" minWidth="0">
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
