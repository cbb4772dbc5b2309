import { Box, Flex } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { GlobalLoadingIndicator } from './global-loading-indicator.tsx';
import type { LanguageOption } from './language-switcher.tsx';
import { MenuDrawer } from './menu-drawer.tsx';
import type { MenuGroup } from './menu-model.ts';
import { belowCompact, shellContainer } from './shell-container.ts';
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
  /** Start with the menu as a narrow rail of icons (wide shells only). */
  defaultCollapsed?: boolean;
  children: ReactNode;
}

/**
 * The frame of every signed-in page: the side menu with the logo, the top bar (collapse toggle, language, account)
 * and the page itself. Use it once, around the routes; screens render inside it and never draw their own frame.
 * Narrower than 720 px the menu moves into a drawer behind a menu button, so the page keeps the whole width.
 */
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
    <>
      <GlobalLoadingIndicator count={loadingCount} />
      <Flex minHeight="100vh" bg="surface.page" css={shellContainer}>
        <Box display="contents" css={{ [belowCompact]: { display: 'none' } }}>
          <SideMenu menu={menu} activePath={activePath} collapsed={collapsed} onNavigate={onNavigate} />
        </Box>
        <Flex direction="column" flex="1" minWidth="0">
          <TopBar
            collapsed={collapsed}
            onToggleCollapsed={() => setCollapsed((c) => !c)}
            menuButton={<MenuDrawer menu={menu} activePath={activePath} onNavigate={onNavigate} />}
            {...topBar}
          />
          <Box as="main" flex="1" padding="6" minWidth="0" css={{ [belowCompact]: { padding: '4' } }}>
            {children}
          </Box>
        </Flex>
      </Flex>
    </>
  );
}
