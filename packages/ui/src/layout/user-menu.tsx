import { Button, Menu, Portal, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChevronDownGlyph, UserGlyph } from './icons.tsx';
import { belowCompact } from './shell-container.ts';

export interface UserMenuProps {
  userName: string;
  onEditProfile: () => void;
  onChangePassword: () => void;
  onSignOut: () => void;
}

/**
 * The signed-in user's menu at the end of the top bar: edit profile, change password and sign out. Each entry
 * only calls back; the app opens the dialog or ends the session.
 */
export function UserMenu({ userName, onEditProfile, onChangePassword, onSignOut }: UserMenuProps) {
  const { t } = useTranslation(['common', 'layout']);
  return (
    // Per-item onClick: the menu clicks the highlighted item on Enter too, so pointer and keyboard both land here.
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('layout:userMenu', { name: userName })}>
          <UserGlyph />
          {/* A long name must not push the bar wider than a narrow shell. */}
          <chakra.span
            css={{
              [belowCompact]: {
                display: 'inline-block',
                maxWidth: '24',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              },
            }}
          >
            {userName}
          </chakra.span>
          <ChevronDownGlyph />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="editProfile" onClick={onEditProfile}>
              {t('common:actions.editProfile')}
            </Menu.Item>
            <Menu.Item value="changePassword" onClick={onChangePassword}>
              {t('common:actions.changePassword')}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="signOut" onClick={onSignOut}>
              {t('common:actions.signOut')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
