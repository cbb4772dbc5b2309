import { Accordion, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoxesGlyph } from './icons.tsx';
import { menuItemIcons } from './menu-icons.tsx';
import { type MenuGroup, type MenuGroupKey, type MenuItem, groupOfPath, isActivePath } from './menu-model.ts';
import { NavLink } from './nav-link.tsx';

export interface SideMenuProps {
  menu: readonly MenuGroup[];
  activePath: string;
  collapsed: boolean;
  onNavigate: (path: string) => void;
}

/** The logo leads to stock management, the page most people start from. */
export const LOGO_PATH = '/sys/inventory';

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  borderRadius: 'l2',
  color: 'surface.sidebarFg',
  textDecoration: 'none',
  _hover: { bg: 'surface.sidebarHover' },
  _currentPage: { bg: 'surface.sidebarActive', fontWeight: 'semibold' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
} as const;

/**
 * The app's main navigation: the logo, then the menu groups with one group open at a time, or a narrow rail of
 * icons when collapsed. Give it the menu from `buildMenu` (already filtered by permissions and features);
 * AppLayout places it, and in a narrow shell puts it in a drawer.
 */
export function SideMenu({ menu, activePath, collapsed, onNavigate }: SideMenuProps) {
  const { t } = useTranslation(['menu', 'layout', 'common']);
  const activeGroup = groupOfPath(menu, activePath);
  const [openGroup, setOpenGroup] = useState<MenuGroupKey | undefined>(activeGroup);
  // Navigating (the logo, a link elsewhere, the browser's back button) opens the group of the new page; still one
  // group at a time. Adjusted while rendering, as React advises for state that follows a prop, not in an effect.
  const [followed, setFollowed] = useState({ activePath, activeGroup });
  if (followed.activePath !== activePath || followed.activeGroup !== activeGroup) {
    setFollowed({ activePath, activeGroup });
    if (activeGroup) setOpenGroup(activeGroup);
  }
  return (
    <Box
      as="nav"
      aria-label={t('layout:navigation')}
      bg="surface.sidebar"
      color="surface.sidebarFg"
      width={collapsed ? '16' : '60'}
      flexShrink={0}
      minHeight="100vh"
      paddingBlock="3"
      paddingInline="2"
    >
      <NavLink
        to={LOGO_PATH}
        onNavigate={onNavigate}
        aria-label={t('layout:logo')}
        {...itemStyles}
        _currentPage={{}}
        gap="2"
        paddingInline="2"
        paddingBlock="2"
        marginBottom="3"
      >
        <BoxesGlyph boxSize="6" color="brand.emphasized" />
        {!collapsed && (
          <Text as="span" fontWeight="bold" fontSize="lg">
            {t('common:appName')}
          </Text>
        )}
      </NavLink>
      {collapsed ? (
        <Stack as="ul" gap="1" listStyleType="none">
          {menu.flatMap((group) =>
            group.items.map((item) => (
              <li key={item.key}>
                <NavLink
                  to={item.path}
                  onNavigate={onNavigate}
                  aria-label={t(`menu:items.${item.key}`)}
                  title={t(`menu:items.${item.key}`)}
                  aria-current={isActivePath(item.path, activePath) ? 'page' : undefined}
                  {...itemStyles}
                  justifyContent="center"
                  height="10"
                >
                  <MenuItemIcon itemKey={item.key} />
                </NavLink>
              </li>
            )),
          )}
        </Stack>
      ) : (
        <Accordion.Root
          collapsible
          variant="plain"
          value={openGroup ? [openGroup] : []}
          onValueChange={(details) => setOpenGroup(details.value[0] as MenuGroupKey | undefined)}
        >
          {menu.map((group) => (
            <Accordion.Item key={group.key} value={group.key} border="none">
              <Accordion.ItemTrigger
                paddingInline="2"
                paddingBlock="2"
                borderRadius="l2"
                color="surface.sidebarFg"
                cursor="pointer"
                _hover={{ bg: 'surface.sidebarHover' }}
              >
                <Flex
                  flex="1"
                  fontSize="sm"
                  fontWeight="semibold"
                  textTransform="uppercase"
                  letterSpacing="wide"
                >
                  {t(`menu:groups.${group.key}`)}
                </Flex>
                <Accordion.ItemIndicator color="surface.sidebarFg" />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Stack as="ul" gap="1" listStyleType="none" paddingBlock="1">
                  {group.items.map((item) => (
                    <li key={item.key}>
                      <NavLink
                        to={item.path}
                        onNavigate={onNavigate}
                        aria-current={isActivePath(item.path, activePath) ? 'page' : undefined}
                        {...itemStyles}
                        paddingInline="4"
                        paddingBlock="2"
                        gap="3"
                      >
                        <MenuItemIcon itemKey={item.key} />
                        {t(`menu:items.${item.key}`)}
                      </NavLink>
                    </li>
                  ))}
                </Stack>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      )}
    </Box>
  );
}

function MenuItemIcon({ itemKey }: { itemKey: MenuItem['key'] }) {
  const Glyph = menuItemIcons[itemKey];
  return <Glyph boxSize="4" />;
}
