import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { WarehouseScreenDemo } from '../storybook/warehouse-screen-demo.tsx';
import { adminPolicies, allFeaturesOn, serverLanguages } from '../storybook/shell-fixtures.ts';
import { AppLayout } from './app-layout.tsx';
import { buildMenu } from './menu-model.ts';

/** The app as a signed-in admin sees /sys/store: the layout around the warehouse screen, its data from MSW. */
const meta = {
  title: 'Warehouse/App shell with warehouses',
  component: AppLayout,
  parameters: { layout: 'fullscreen', visual: { target: 'viewport' } },
  args: {
    menu: buildMenu({ grantedPolicies: adminPolicies, featureValues: allFeaturesOn }),
    activePath: '/sys/store',
    languages: serverLanguages,
    currentLanguage: 'en',
    userName: 'admin',
    onNavigate: fn(),
    onLanguageChange: fn(),
    onEditProfile: fn(),
    onChangePassword: fn(),
    onSignOut: fn(),
    children: <WarehouseScreenDemo />,
  },
} satisfies Meta<typeof AppLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'Warehouses' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { name: 'Warehouses', level: 1 })).toBeVisible();
    await expect(await within(main).findByRole('row', { name: /Main Warehouse/ })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { currentLanguage: 'zh-Hans', userName: '管理员' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: '主导航' });
    await expect(within(nav).getByRole('link', { name: '仓库管理' })).toHaveAttribute('aria-current', 'page');
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { name: '仓库管理', level: 1 })).toBeVisible();
    await expect(await within(main).findByRole('row', { name: /上海仓库/ })).toBeVisible();
  },
};
