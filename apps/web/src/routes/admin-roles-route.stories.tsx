import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Permissions, endpoints } from '@inventory/contracts';
import { findVisible, frameOf, serverText, storyT } from '@inventory/ui/storybook';
import { configurationWith } from '../storybook/story-configuration.ts';
import { renderRouteStory, routeStoryParameters, type RouteStoryArgs } from '../storybook/route-story.tsx';
import { routeStateStories } from '../storybook/route-state-stories.ts';
import { AdminRolesRoute } from './admin-roles-route.tsx';

type Context = Parameters<typeof storyT>[0] & { canvasElement: HTMLElement };

/** /system/roles as the app mounts it (app/routes.tsx), over the mock server (roles `admin`, built in, and `clerk`). */
const meta = {
  title: 'Admin/RolesRoute',
  component: AdminRolesRoute,
  render: (args: RouteStoryArgs, context) => renderRouteStory(args, context),
  parameters: { ...routeStoryParameters },
  args: { url: '/system/roles' },
} satisfies Meta<RouteStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openPermissions(context: Context, role: string) {
  const t = storyT(context);
  const canvas = within(context.canvasElement);
  const row = await findVisible(canvas.findByRole('row', { name: new RegExp(`^${role}`) }));
  await userEvent.click(within(row).getByRole('button', { name: t('admin:roles.actions.permissions') }));
  // The tree once the permissions have answered (the heading stands above it while they load).
  await findVisible(canvas.findByRole('searchbox', { name: t('admin:permissions.search') }));
  await expect(
    canvas.getByRole('heading', { name: t('admin:roles.dialogs.permissionsTitle', { name: role }) }),
  ).toBeVisible();
  return canvas;
}

const area = (context: Context, key: 'PurchaseInvoices' | 'SellInvoices' | 'Stock') =>
  storyT(context)(`admin:permissions.areaTitles.${key}`);
const phrase = (context: Context, verb: 'View' | 'Create' | 'Delete', key: 'PurchaseInvoices' | 'Stock') => {
  const t = storyT(context);
  return t(`admin:permissions.verbs.${verb}`, { area: t(`admin:permissions.areas.${key}`) });
};

/** The roles with their flags: the built-in `admin` and the `clerk`. */
export const List: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    const admin = await findVisible(canvas.findByRole('row', { name: /^admin/ }));
    await expect(admin).toHaveTextContent(t('admin:roles.flags.static'));
    await expect(canvas.getByRole('row', { name: /^clerk/ })).toBeVisible();
  },
};

/** A new role with the default flag: in the list at once. */
export const CreateRole: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await findVisible(canvas.findByRole('row', { name: /^clerk/ }));
    await userEvent.click(canvas.getByRole('button', { name: t('admin:roles.actions.create') }));
    const dialog = await findVisible(
      screen.findByRole('dialog', { name: t('admin:roles.dialogs.createTitle') }),
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(`^${t('admin:roles.fields.name')}`) }),
      'buyer',
    );
    await userEvent.click(
      within(dialog).getByRole('checkbox', {
        name: new RegExp(t('admin:roles.fields.isDefault').slice(0, 4)),
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    const row = await findVisible(canvas.findByRole('row', { name: /^buyer/ }));
    await expect(row).toHaveTextContent(t('admin:roles.flags.default'));
  },
};

/**
 * The clerk's tree: purchase invoices without delete show the area and its group partly checked; the summary says
 * in words what the role can and cannot do.
 */
export const PermissionTreePartial: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = await openPermissions(context, 'clerk');
    const purchases = canvas.getByRole('group', { name: area(context, 'PurchaseInvoices') });
    await expect(
      within(purchases).getByRole('checkbox', { name: t('admin:permissions.actionTitles.Create') }),
    ).toBeChecked();
    await expect(
      within(purchases).getByRole('checkbox', { name: t('admin:permissions.actionTitles.Delete') }),
    ).not.toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: area(context, 'PurchaseInvoices') }),
    ).toBePartiallyChecked();
    await expect(
      canvas.getByRole('checkbox', { name: t('admin:permissions.groups.Inventory') }),
    ).toBePartiallyChecked();
    const summary = canvas.getByRole('complementary', { name: t('admin:permissions.summaryTitle') });
    // The four documents allow the same (all but delete): one sentence; the master data is seen only.
    await expect(summary).toHaveTextContent(
      t('admin:permissions.summaryExcept', { areas: '', actions: t('admin:permissions.verbWords.Delete') }),
    );
    await expect(summary).toHaveTextContent(t('admin:permissions.areas.Yields'));
    await expect(summary).toHaveTextContent(
      t('admin:permissions.summaryViewOnly', { list: '' }).replace(/[.。]$/, ''),
    );
  },
};

/** The search box narrows the tree to what matches; nothing matching says so. */
export const PermissionSearch: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = await openPermissions(context, 'clerk');
    const search = canvas.getByRole('searchbox', { name: t('admin:permissions.search') });
    await userEvent.type(search, area(context, 'SellInvoices'));
    await findVisible(canvas.findByRole('group', { name: area(context, 'SellInvoices') }));
    await waitFor(() => expect(canvas.queryByRole('group', { name: area(context, 'Stock') })).toBeNull());
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    await findVisible(canvas.findByText(t('admin:permissions.noMatch', { text: 'zzz' })));
  },
};

/**
 * Only purchasing: the group box clears the inventory, the area box grants purchase invoices whole; the changes
 * list what Save sends, and after saving the tree opens with them.
 */
export const SaveShowsChanges: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = await openPermissions(context, 'clerk');
    const inventory = canvas.getByRole('checkbox', { name: t('admin:permissions.groups.Inventory') });
    await userEvent.click(inventory); // partial → all
    await userEvent.click(inventory); // all → none
    await expect(inventory).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: area(context, 'PurchaseInvoices') }));
    const granted = await findVisible(canvas.findByRole('list', { name: t('admin:permissions.granted') }));
    await expect(granted).toHaveTextContent(phrase(context, 'Delete', 'PurchaseInvoices'));
    const revoked = canvas.getByRole('list', { name: t('admin:permissions.revoked') });
    await expect(revoked).toHaveTextContent(phrase(context, 'View', 'Stock'));
    const summary = canvas.getByRole('complementary', { name: t('admin:permissions.summaryTitle') });
    await expect(summary).toHaveTextContent(
      t('admin:permissions.summaryNoAccess', { list: '' }).replace(/[.。]$/, ''),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('admin:permissions.confirmSave') }));
    await findVisible(screen.findByText(t('admin:permissions.saved')));
    await openPermissions(context, 'clerk');
    await expect(canvas.getByRole('checkbox', { name: area(context, 'PurchaseInvoices') })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: area(context, 'Stock') })).not.toBeChecked();
  },
};

/** Deleting the built-in `admin` role: the server refuses, in its words. */
export const StaticRoleDeleteRefused: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    const row = await findVisible(canvas.findByRole('row', { name: /^admin/ }));
    await userEvent.click(within(row).getByRole('button', { name: t('common:actions.delete') }));
    const dialog = await findVisible(
      screen.findByRole('alertdialog', { name: t('common:confirm.deleteTitle', { name: 'admin' }) }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.delete') }));
    const error = await findVisible(
      screen.findByRole('alertdialog', { name: t('errors:requestError.title') }),
    );
    await expect(error).toHaveTextContent(
      serverText(context, 'errors:StaticRoleCannotBeChanged', { name: 'admin' }),
    );
  },
};

/** Without the permission to manage permissions (nor to write), the list only. */
export const ReadOnly: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...configurationWith({ policies: [Permissions.Roles] }));
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await findVisible(canvas.findByRole('row', { name: /^clerk/ }));
    await expect(canvas.queryByRole('button', { name: t('admin:roles.actions.permissions') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('admin:roles.actions.create') })).toBeNull();
  },
};

/** Without the roles permission: "no access" at the address, the list never asked for. */
export const NoAccess: Story = routeStateStories({
  list: endpoints.identityRoles.list,
  emptyKey: 'admin:roles.empty',
  withoutAccess: [Permissions.Stock],
}).noAccess;

/** At 720 px, by keyboard: the tree's boxes are reached with Tab and switched with Space; summary under the tree. */
export const AtCompactWidthByKeyboard: Story = {
  decorators: [frameOf(720)],
  play: async (context) => {
    const t = storyT(context);
    const canvas = await openPermissions(context, 'clerk');
    const search = canvas.getByRole('searchbox', { name: t('admin:permissions.search') });
    search.focus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('checkbox', { name: t('admin:permissions.groups.Inventory') }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: area(context, 'Stock') })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: area(context, 'Stock') })).toBeChecked();
    await findVisible(canvas.findByRole('list', { name: t('admin:permissions.granted') }));
  },
};
