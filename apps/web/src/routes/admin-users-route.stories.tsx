import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Permissions, endpoints } from '@inventory/contracts';
import {
  createFixtureStore,
  createHandlers,
  createScenarios,
  demoData,
  demoIds,
  mockPath,
} from '@inventory/contracts/mocks';
import { http, HttpResponse } from 'msw';
import { findVisible, frameOf, readToast, serverText, storyT } from '@inventory/ui/storybook';
import { renderRouteStory, routeStoryParameters, type RouteStoryArgs } from '../storybook/route-story.tsx';
import { routeStateStories } from '../storybook/route-state-stories.ts';
import { AdminUsersRoute } from './admin-users-route.tsx';

const scenarios = createScenarios();
const users = endpoints.identityUsers;
type Context = Parameters<typeof storyT>[0] & { canvasElement: HTMLElement };

/** /system/users as the app mounts it (app/routes.tsx), over the mock server (the signed-in `admin` and `clerk`). */
const meta = {
  title: 'Admin/UsersRoute',
  component: AdminUsersRoute,
  render: (args: RouteStoryArgs, context) => renderRouteStory(args, context),
  parameters: { ...routeStoryParameters },
  args: { url: '/system/users' },
} satisfies Meta<RouteStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (context: Context, key: 'userName' | 'email' | 'name') =>
  screen.getByRole('textbox', { name: new RegExp(`^${storyT(context)(`admin:users.fields.${key}`)}`) });

async function rowAction(context: Context, user: string, action: string) {
  const row = await findVisible(
    within(context.canvasElement).findByRole('row', { name: new RegExp(`^${user}`) }),
  );
  await userEvent.click(within(row).getByRole('button', { name: action }));
}

/** The users with their state; a search typed lands in the address and the list follows. */
export const ListAndSearch: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    const admin = await findVisible(canvas.findByRole('row', { name: /^admin/ }));
    await expect(admin).toHaveTextContent(t('admin:users.state.active'));
    await userEvent.type(canvas.getByRole('searchbox', { name: t('admin:users.search') }), '李明{Enter}');
    await findVisible(canvas.findByText(/Filter=/));
    await waitFor(() => expect(canvas.queryByRole('row', { name: /^admin/ })).toBeNull());
    await expect(canvas.getByRole('row', { name: /^clerk/ })).toBeVisible();
  },
};

/** A new user with a password and the clerk role ticked: created, and the role is theirs when edited. */
export const CreateWithRoles: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await findVisible(canvas.findByRole('row', { name: /^clerk/ }));
    await userEvent.click(canvas.getByRole('button', { name: t('admin:users.actions.create') }));
    await findVisible(screen.findByRole('dialog', { name: t('admin:users.dialogs.createTitle') }));
    await userEvent.type(field(context, 'userName'), 'wang');
    await userEvent.type(field(context, 'email'), 'wang@demo.example');
    await userEvent.type(
      screen.getByLabelText(new RegExp(`^${t('admin:users.fields.password')}`)),
      '1q2w3E*x',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'clerk' }));
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await findVisible(canvas.findByRole('row', { name: /^wang/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await rowAction(context, 'wang', t('common:actions.edit'));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'clerk' })).toBeChecked());
    await expect(screen.getByRole('checkbox', { name: 'admin' })).not.toBeChecked();
  },
};

/** Saved elsewhere meanwhile (409): said in words, the typed name stays, Reload starts from the saved user. */
export const EditChangedElsewhere: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.failing(users.update, 409));
  },
  play: async (context) => {
    const t = storyT(context);
    await rowAction(context, 'clerk', t('common:actions.edit'));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'clerk' })).toBeChecked());
    const name = field(context, 'name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ming Li');
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await findVisible(screen.findByText(t('kit:conflict.kept')));
    await expect(field(context, 'name')).toHaveValue('Ming Li');
    await userEvent.click(screen.getByRole('button', { name: t('kit:conflict.reload') }));
    await waitFor(() => expect(field(context, 'name')).toHaveValue('李明'));
    await expect(screen.queryByText(t('kit:conflict.kept'))).toBeNull();
  },
};

/** The signed-in admin deletes themselves: the server refuses, in its words. */
export const DeleteSelfRefused: Story = {
  play: async (context) => {
    const t = storyT(context);
    await rowAction(context, 'admin', t('common:actions.delete'));
    const dialog = await findVisible(
      screen.findByRole('alertdialog', { name: t('common:confirm.deleteTitle', { name: 'admin' }) }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.delete') }));
    const error = await findVisible(
      screen.findByRole('alertdialog', { name: t('errors:requestError.title') }),
    );
    await expect(error).toHaveTextContent(serverText(context, 'errors:CannotDeleteSelf'));
  },
};

/** A new password, checked by the policy first, then set; the user is told signed out everywhere. */
export const SetPassword: Story = {
  play: async (context) => {
    const t = storyT(context);
    await rowAction(context, 'clerk', t('admin:users.actions.setPassword'));
    const dialog = await findVisible(
      screen.findByRole('dialog', { name: t('admin:users.dialogs.setPasswordTitle', { name: 'clerk' }) }),
    );
    const box = within(dialog).getByLabelText(new RegExp(`^${t('admin:users.dialogs.newPassword')}`));
    await userEvent.type(box, 'short');
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.clear(box);
    await userEvent.type(box, 'N3w-secret');
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await findVisible(screen.findByText(t('admin:users.messages.passwordSet')));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The clerk's own permissions: what the clerk role grants is ticked, read-only, with the role named. */
export const UserPermissionsThroughRole: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await rowAction(context, 'clerk', t('admin:users.actions.permissions'));
    const purchases = await findVisible(
      canvas.findByRole('group', { name: t('admin:permissions.areaTitles.PurchaseInvoices') }),
    );
    await expect(
      canvas.getByRole('heading', { name: t('admin:users.dialogs.permissionsTitle', { name: 'clerk' }) }),
    ).toBeVisible();
    const create = within(purchases).getByRole('checkbox', {
      name: new RegExp(t('admin:permissions.actionTitles.Create')),
    });
    await expect(create).toBeChecked();
    await expect(create).toBeDisabled();
    await expect(purchases).toHaveTextContent(t('admin:permissions.viaRole', { roles: 'clerk' }));
    const remove = within(purchases).getByRole('checkbox', {
      name: t('admin:permissions.actionTitles.Delete'),
    });
    await expect(remove).toBeEnabled();
    await userEvent.click(remove);
    await findVisible(canvas.findByRole('list', { name: t('admin:permissions.granted') }));
    await userEvent.click(canvas.getByRole('button', { name: t('admin:permissions.confirmSave') }));
    await findVisible(screen.findByText(t('admin:permissions.saved')));
  },
};

/** A user locked out after failed sign-ins, and an inactive one: each state in words, not by colour alone. */
export const LockedAndInactive: Story = {
  beforeEach: ({ msw }) => {
    const [admin, clerk] = demoData.users;
    const { password: _a, roleNames: _b, ...locked } = { ...clerk!, lockoutEnd: '2099-01-01T08:00:00Z' };
    const { password: _c, roleNames: _d, ...inactive } = { ...admin!, userName: 'old-hand', isActive: false };
    msw.use(
      http.get(mockPath(users.list), () => HttpResponse.json({ items: [locked, inactive], totalCount: 2 })),
    );
  },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const clerk = await findVisible(canvas.findByRole('row', { name: /^clerk/ }));
    await expect(clerk).toHaveTextContent(t('admin:users.state.locked', { time: '' }).trim());
    await expect(canvas.getByRole('row', { name: /^old-hand/ })).toHaveTextContent(
      t('admin:users.state.inactive'),
    );
  },
};

/**
 * The clerk locked out by wrong passwords in a business on Shanghai time: "locked until" is told in the business's
 * time zone (16:00 there for 08:00 UTC), Unlock is offered on that row only, and once unlocked the row is active
 * again and the toast says the clerk can sign in.
 */
export const UnlockLockedUser: Story = {
  beforeEach: ({ msw }) => {
    const store = createFixtureStore();
    const clerk = store.users.find(
      (user) => user.userName === 'clerk' && user.tenantId === demoIds.demoTenant,
    );
    if (clerk) clerk.lockoutEnd = '2099-01-01T08:00:00.000Z';
    const settings = store.settings[demoIds.demoTenant];
    if (settings) settings.timeZone = 'Asia/Shanghai';
    msw.use(...createHandlers(store));
  },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const unlock = t('admin:users.actions.unlock');
    const clerk = await findVisible(canvas.findByRole('row', { name: /^clerk/ }));
    await waitFor(() => expect(clerk).toHaveTextContent('2099-01-01 16:00'));
    await expect(
      within(canvas.getByRole('row', { name: /^admin/ })).queryByRole('button', { name: unlock }),
    ).toBeNull();
    await userEvent.click(within(clerk).getByRole('button', { name: unlock }));
    await readToast(t('admin:users.messages.unlocked', { name: 'clerk' }));
    await waitFor(() =>
      expect(canvas.getByRole('row', { name: /^clerk/ })).not.toHaveTextContent(
        t('admin:users.state.locked', { time: '' }).trim(),
      ),
    );
    await expect(
      within(canvas.getByRole('row', { name: /^clerk/ })).queryByRole('button', { name: unlock }),
    ).toBeNull();
  },
};

/** Without the users permission: "no access" at the address, the list never asked for. */
export const NoAccess: Story = routeStateStories({
  list: users.list,
  emptyKey: 'admin:users.empty',
  withoutAccess: [Permissions.Stock],
}).noAccess;

/** At 720 px in the layout: the list and its row actions by keyboard; the form opens with Enter. */
export const AtCompactWidth: Story = {
  args: { shell: true },
  decorators: [frameOf(720)],
  play: async (context) => {
    const t = storyT(context);
    const row = await findVisible(within(context.canvasElement).findByRole('row', { name: /^clerk/ }));
    within(row)
      .getByRole('button', { name: t('common:actions.edit') })
      .focus();
    await userEvent.keyboard('{Enter}');
    await findVisible(
      screen.findByRole('dialog', { name: t('admin:users.dialogs.editTitle', { name: 'clerk' }) }),
    );
  },
};
