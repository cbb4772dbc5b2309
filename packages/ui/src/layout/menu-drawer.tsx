import { CloseButton, Drawer, IconButton, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuGlyph } from './icons.tsx';
import type { MenuGroup } from './menu-model.ts';
import { fromCompact } from './shell-container.ts';
import { SideMenu } from './side-menu.tsx';

export interface MenuDrawerProps {
  menu: readonly MenuGroup[];
  activePath: string;
  onNavigate: (path: string) => void;
}

/**
 * The side menu of a narrow shell: a menu button in the top bar opens it as a drawer from the start edge. Escape,
 * the close button or a click outside closes it and focus goes back to the button; choosing an entry closes it.
 */
export function MenuDrawer({ menu, activePath, onNavigate }: MenuDrawerProps) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start">
      <Drawer.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={t('openMenu')}
          css={{ [fromCompact]: { display: 'none' } }}
        >
          <MenuGlyph />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="surface.sidebar" width="auto">
            <Drawer.Title srOnly>{t('menu')}</Drawer.Title>
            <Drawer.Body padding="0">
              <SideMenu
                menu={menu}
                activePath={activePath}
                collapsed={false}
                onNavigate={(path) => {
                  setOpen(false);
                  onNavigate(path);
                }}
              />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton
                size="sm"
                color="surface.sidebarFg"
                _hover={{ bg: 'surface.sidebarHover' }}
                aria-label={t('closeMenu')}
              />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
