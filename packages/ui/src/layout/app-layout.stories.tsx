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
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    const current = within(nav).getByRole('link', { name: 'Warehouses' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'SKU / units' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/sys/unit');
    await userEvent.click(within(nav).getByRole('link', { name: /Inventory back office/ }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/sys/inventory');
  },
};

export const OneGroupOpenAtATime: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await userEvent.click(within(nav).getByRole('button', { name: 'System' }));
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Users' })).toBeVisible());
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Warehouses' })).toBeNull());
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
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('link', { name: 'Warehouses' })).toBeVisible();
    await userEvent.click(within(nav).getByRole('link', { name: /Inventory back office/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/sys/inventory');
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Stock' })).toHaveAttribute('aria-current', 'page'),
    );
    await expect(within(nav).getByRole('link', { name: 'Stock' })).toBeVisible();
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Warehouses' })).toBeNull());
  },
};

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse menu' }));
    const expand = await canvas.findByRole('button', { name: 'Expand menu' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvas.getByRole('navigation')).getByRole('link', { name: 'Stock' })).toBeVisible();
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
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('link', { name: 'Stock' })).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: 'Production' })).toBeNull();
    await expect(within(nav).queryByRole('button', { name: 'System' })).toBeNull();
  },
};

function userMenuStory(item: string, callback: 'onEditProfile' | 'onChangePassword' | 'onSignOut'): Story {
  return {
    play: async ({ canvasElement, args }) => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account menu for admin' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: item }));
      await expect(args[callback]).toHaveBeenCalledOnce();
    },
  };
}

export const UserMenuEditProfile = userMenuStory('Edit profile', 'onEditProfile');
export const UserMenuChangePassword = userMenuStory('Change password', 'onChangePassword');
export const UserMenuSignOut = userMenuStory('Sign out', 'onSignOut');

export const UserMenuByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Account menu for admin' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menu')).toBeVisible());
    await userEvent.keyboard('{End}{Enter}');
    await waitFor(() => expect(args.onSignOut).toHaveBeenCalledOnce());
  },
};

export const LanguageSwitch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Change language/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: '简体中文' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('zh-Hans');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { currentLanguage: 'zh-Hans', userName: '管理员' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '主导航' });
    await expect(within(nav).getByRole('link', { name: '仓库管理' })).toBeVisible();
  },
};

export const ChineseSystemGroup: Story = {
  globals: { locale: 'zh-Hans' },
  args: { currentLanguage: 'zh-Hans', activePath: '/system/tenants' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('link', { name: '租户' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Loading: Story = {
  args: { loadingCount: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};
