import { Heading, Text } from '@chakra-ui/react';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  adminPolicies as admin,
  allFeaturesOn as allOn,
  clerkPolicies as clerk,
  serverLanguages,
} from '../storybook/shell-fixtures.ts';
import { AppLayout } from './app-layout.tsx';
import { buildMenu } from './menu-model.ts';
import { shellLanguageFromToolbar } from '../storybook/shell-language.ts';
import { storyLocale, storyT } from '../storybook/story-i18n.ts';

/** Story-only: what a route renders inside the layout. */
function PageStandIn() {
  const { t } = useTranslation(['menu', 'warehouse']);
  return (
    <>
      <Heading as="h1" size="lg">
        {t('menu:items.warehouses')}
      </Heading>
      <Text color="fg.muted">{t('warehouse:warehouse.description')}</Text>
    </>
  );
}

const meta = {
  title: 'Layout/AppLayout',
  component: AppLayout,
  decorators: [shellLanguageFromToolbar],
  parameters: { layout: 'fullscreen', visual: { target: 'viewport' } },
  args: {
    menu: buildMenu({ grantedPolicies: admin, featureValues: allOn }),
    activePath: '/sys/store',
    languages: serverLanguages,
    currentLanguage: 'en',
    userName: 'admin',
    onNavigate: fn(),
    onLanguageChange: fn(),
    onEditProfile: fn(),
    onChangePassword: fn(),
    onSignOut: fn(),
    children: <PageStandIn />,
  },
} satisfies Meta<typeof AppLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const nav = within(canvasElement).getByRole('navigation', { name: t('layout:navigation') });
    const current = within(nav).getByRole('link', { name: t('menu:items.warehouses') });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: t('menu:items.units') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/sys/unit');
    await userEvent.click(within(nav).getByRole('link', { name: t('layout:logo') }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/sys/inventory');
  },
};

export const OneGroupOpenAtATime: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const nav = within(canvasElement).getByRole('navigation');
    await userEvent.click(within(nav).getByRole('button', { name: t('menu:groups.system') }));
    await waitFor(() => expect(within(nav).getByRole('link', { name: t('menu:items.users') })).toBeVisible());
    await waitFor(() =>
      expect(within(nav).queryByRole('link', { name: t('menu:items.warehouses') })).toBeNull(),
    );
  },
};

/** Story-only: the layout with the app's routing stand-in, so a navigation changes the active path. */
function NavigatingLayout({ activePath, onNavigate, ...props }: ComponentProps<typeof AppLayout>) {
  const [path, setPath] = useState(activePath);
  return (
    <AppLayout
      {...props}
      activePath={path}
      onNavigate={(next) => {
        onNavigate(next);
        setPath(next);
      }}
    />
  );
}

export const OpenGroupFollowsNavigation: Story = {
  render: (args) => <NavigatingLayout {...args} />,
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const nav = within(canvasElement).getByRole('navigation');
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: t('menu:items.warehouses') })).toBeVisible(),
    );
    await userEvent.click(within(nav).getByRole('link', { name: t('layout:logo') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/sys/inventory');
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: t('menu:items.stock') })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    await waitFor(() => expect(within(nav).getByRole('link', { name: t('menu:items.stock') })).toBeVisible());
    await waitFor(() =>
      expect(within(nav).queryByRole('link', { name: t('menu:items.warehouses') })).toBeNull(),
    );
  },
};

export const Collapsed: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('layout:collapseMenu') }));
    const expand = await canvas.findByRole('button', { name: t('layout:expandMenu') });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(
        within(canvas.getByRole('navigation')).getByRole('link', { name: t('menu:items.stock') }),
      ).toBeVisible(),
    );
  },
};

export const ClerkWithSomeFeaturesOff: Story = {
  args: {
    menu: buildMenu({
      grantedPolicies: clerk,
      featureValues: { ...allOn, 'Inventory.Production': 'False', 'Inventory.Market': 'false' },
    }),
    activePath: '/sys/inventory',
    userName: 'clerk',
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const nav = within(canvasElement).getByRole('navigation');
    await waitFor(() => expect(within(nav).getByRole('link', { name: t('menu:items.stock') })).toBeVisible());
    await expect(within(nav).queryByRole('link', { name: t('menu:items.production') })).toBeNull();
    await expect(within(nav).queryByRole('button', { name: t('menu:groups.system') })).toBeNull();
  },
};

type UserMenuItem = 'editProfile' | 'changePassword' | 'signOut';

function userMenuStory(
  item: UserMenuItem,
  callback: 'onEditProfile' | 'onChangePassword' | 'onSignOut',
): Story {
  return {
    play: async (context) => {
      const { canvasElement, args } = context;
      const t = storyT(context);
      await userEvent.click(
        within(canvasElement).getByRole('button', { name: t('layout:userMenu', { name: 'admin' }) }),
      );
      await userEvent.click(await screen.findByRole('menuitem', { name: t(`common:actions.${item}`) }));
      await expect(args[callback]).toHaveBeenCalledOnce();
    },
  };
}

export const UserMenuEditProfile = userMenuStory('editProfile', 'onEditProfile');
export const UserMenuChangePassword = userMenuStory('changePassword', 'onChangePassword');
export const UserMenuSignOut = userMenuStory('signOut', 'onSignOut');

export const UserMenuByKeyboard: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    within(canvasElement)
      .getByRole('button', { name: t('layout:userMenu', { name: 'admin' }) })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menu')).toBeVisible());
    await userEvent.keyboard('{End}{Enter}');
    await waitFor(() => expect(args.onSignOut).toHaveBeenCalledOnce());
  },
};

export const LanguageSwitch: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const current = storyLocale(context.globals);
    const other = serverLanguages.find((language) => language.cultureName !== current)!;
    const switcher = t('layout:languageSwitcher', {
      language: serverLanguages.find((language) => language.cultureName === current)?.displayName,
    });
    await userEvent.click(within(canvasElement).getByRole('button', { name: switcher }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: other.displayName }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith(other.cultureName);
  },
};

export const SystemGroupActive: Story = {
  args: { activePath: '/system/tenants' },
  play: async (context) => {
    const t = storyT(context);
    const nav = within(context.canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('link', { name: t('menu:items.tenants') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Loading: Story = {
  args: { loadingCount: 2 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    await expect(
      within(canvasElement).getByRole('progressbar', { name: t('layout:loading') }),
    ).toBeInTheDocument();
  },
};
