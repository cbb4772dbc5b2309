import { Box, Heading, Text } from '@chakra-ui/react';
import { findVisible } from '../storybook/find-visible.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { adminPolicies, allFeaturesOn, serverLanguages } from '../storybook/shell-fixtures.ts';
import { storyT } from '../storybook/story-i18n.ts';
import { sampleWarehouses } from '../warehouse/fixtures.ts';
import { WarehouseScreen } from '../warehouse/warehouse-screen.tsx';
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

/** The shell answers to its own width: a frame of that width shows it here, in docs and in the test run alike. */
function frameOf(width: number) {
  return (Story: () => JSX.Element) => (
    <Box width={`${width}px`}>
      <Story />
    </Box>
  );
}

const meta = {
  title: 'Layout/AppLayout narrow',
  component: AppLayout,
  decorators: [frameOf(320)],
  // Framed in docs: the shell is a whole page tall, and the drawer stories open a modal that must not cover the docs.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '640px' } } },
  globals: { viewport: { value: 'phone', isRotated: false } },
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
    children: <PageStandIn />,
  },
} satisfies Meta<typeof AppLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At 320 px the menu is behind a button and the page has the whole width: nothing is cut off. */
export const Phone: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('layout:collapseMenu') })).toBeNull();
    await expect(canvas.getByRole('button', { name: t('layout:openMenu') })).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(main.getBoundingClientRect().width).toBe(320);
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
    const header = canvas.getByRole('banner');
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    await expect(canvas.getByRole('heading', { level: 1, name: t('menu:items.warehouses') })).toBeVisible();
  },
};

/** A real screen at 320 px: the table scrolls inside its frame and nothing else runs off the page. */
export const PhoneWithWarehouseScreen: Story = {
  args: {
    children: (
      <WarehouseScreen
        data={{ items: sampleWarehouses, totalCount: sampleWarehouses.length }}
        page={1}
        pageSize={10}
        onPageChange={fn()}
        onUpdate={fn()}
        onDelete={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(
      await findVisible(within(main).findByRole('row', { name: /Main Warehouse/ })),
    ).toBeInTheDocument();
    await expect(within(main).getByRole('navigation')).toBeVisible();
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
  },
};

export const MenuDrawer: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT({ globals });
    const button = within(canvasElement).getByRole('button', { name: t('layout:openMenu') });
    await userEvent.click(button);
    const drawer = await findVisible(screen.findByRole('dialog', { name: t('layout:menu') }));
    const nav = within(drawer).getByRole('navigation', { name: t('layout:navigation') });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: t('menu:items.warehouses') })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    await userEvent.click(within(nav).getByRole('link', { name: t('menu:items.units') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/sys/unit');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const MenuDrawerByKeyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT({ globals });
    const button = within(canvasElement).getByRole('button', { name: t('layout:openMenu') });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await findVisible(screen.findByRole('dialog', { name: t('layout:menu') }));
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const MenuDrawerCloseButton: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const button = within(canvasElement).getByRole('button', { name: t('layout:openMenu') });
    await userEvent.click(button);
    const drawer = await findVisible(screen.findByRole('dialog', { name: t('layout:menu') }));
    await userEvent.click(within(drawer).getByRole('button', { name: t('layout:closeMenu') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** One pixel below the breakpoint (product-spec §9: 720) the menu is still in the drawer. */
export const BelowBreakpoint: Story = {
  decorators: [frameOf(719)],
  globals: { viewport: { value: 'belowCompact', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('button', { name: t('layout:openMenu') })).toBeVisible();
  },
};

/** From the breakpoint on, the menu stands beside the page again and the drawer button is gone. */
export const AtBreakpoint: Story = {
  decorators: [frameOf(720)],
  globals: { viewport: { value: 'compact', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: t('layout:navigation') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('layout:openMenu') })).toBeNull();
    await expect(canvas.getByRole('button', { name: t('layout:collapseMenu') })).toBeVisible();
  },
};
