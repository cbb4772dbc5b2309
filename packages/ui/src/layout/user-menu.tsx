import { Button, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChevronDownGlyph, UserGlyph } from './icons.tsx';

export interface UserMenuProps {
  userName: string;
  onEditProfile: () => void;
  onChangePassword: () => void;
  onSignOut: () => void;
}

/** product-spec §2: edit profile, change password, sign out. */
export function UserMenu({ userName, onEditProfile, onChangePassword, onSignOut }: UserMenuProps) {
  const { t } = useTranslation(['common', 'layout']);
  return (
    // Per-item onClick: the menu clicks the highlighted item on Enter too, so pointer and keyboard both land here.
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('layout:userMenu', { name: userName })}>
          <UserGlyph />
          {userName}
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
