import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { enterTimeoutMs, findVisible } from '../storybook/find-visible.ts';
import { WarehouseScreenDemo } from '../storybook/warehouse-screen-demo.tsx';
import { adminPolicies, allFeaturesOn, serverLanguages } from '../storybook/shell-fixtures.ts';
import { AppLayout } from './app-layout.tsx';
import { buildMenu } from './menu-model.ts';
import { shellLanguageFromToolbar } from '../storybook/shell-language.ts';
import { storyT } from '../storybook/story-i18n.ts';

/** The app as a signed-in admin sees /sys/store: the layout around the warehouse screen, its data from MSW. */
const meta = {
  title: 'Warehouse/App shell with warehouses',
  component: AppLayout,
  decorators: [shellLanguageFromToolbar],
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
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: t('layout:navigation') });
    await expect(within(nav).getByRole('link', { name: t('menu:items.warehouses') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const main = canvas.getByRole('main');
    await waitFor(
      () =>
        expect(
          within(main).getByRole('heading', { name: t('menu:items.warehouses'), level: 1 }),
        ).toBeVisible(),
      { timeout: enterTimeoutMs },
    );
    await findVisible(within(main).findByRole('row', { name: /Main Warehouse/ }));
  },
};
