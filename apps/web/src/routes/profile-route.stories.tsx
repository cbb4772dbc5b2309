import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ErrorCodes, endpoints } from '@inventory/contracts';
import { createFixtureStore, createHandlers, createScenarios, demoIds } from '@inventory/contracts/mocks';
import { findVisible, serverText, storyT, readToast } from '@inventory/ui/storybook';
import { renderRouteStory, routeStoryParameters, type RouteStoryArgs } from '../storybook/route-story.tsx';
import { ProfileRoute } from './profile-route.tsx';

const scenarios = createScenarios();
type Context = Parameters<typeof storyT>[0] & { canvasElement: HTMLElement };
type T = ReturnType<typeof storyT>;

/**
 * /profile as the app mounts it (app/routes.tsx), over the mock server (the signed-in demo `admin`): the same
 * profile and password forms as the user menu's dialogs, each with its own Save.
 */
const meta = {
  title: 'Account/ProfileRoute',
  component: ProfileRoute,
  render: (args: RouteStoryArgs, context) => renderRouteStory(args, context),
  parameters: { ...routeStoryParameters },
  args: { url: '/profile' },
} satisfies Meta<RouteStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const nameBox = (t: T) =>
  screen.getByRole('textbox', { name: new RegExp(`^${t('account:profile.fields.name')}`) });
const card = (context: Context, title: string) =>
  within(context.canvasElement).getByRole('region', { name: title });

async function loaded(context: Context) {
  const t = storyT(context);
  await findVisible(
    within(context.canvasElement).findByRole('heading', { name: t('account:profile.title') }),
  );
  await waitFor(() => expect(nameBox(t)).toHaveValue('Admin'));
  return t;
}

/** The profile filled in from the server, the password form empty. */
export const Loaded: Story = {
  play: async (context) => {
    const t = await loaded(context);
    await expect(
      screen.getByRole('textbox', { name: new RegExp(`^${t('account:profile.fields.userName')}`) }),
    ).toHaveValue('admin');
  },
};

/** In the layout: a new user name saved here is the name in the top bar's user menu at once. */
export const UserNameSavedShowsInLayout: Story = {
  args: { shell: true },
  play: async (context) => {
    const t = await loaded(context);
    const userName = screen.getByRole('textbox', {
      name: new RegExp(`^${t('account:profile.fields.userName')}`),
    });
    await userEvent.clear(userName);
    await userEvent.type(userName, 'ada');
    const profile = card(context, t('account:profile.title'));
    await userEvent.click(within(profile).getByRole('button', { name: t('common:actions.save') }));
    await readToast(t('common:messages.modifySucceeded'));
    const menu = await findVisible(
      within(context.canvasElement).findByRole('button', { name: t('layout:userMenu', { name: 'ada' }) }),
    );
    await waitFor(() => expect(menu).toHaveTextContent(/^ada$/));
  },
};

/** A wrong current password: the server's refusal under that box; the boxes keep what was typed. */
export const WrongCurrentPassword: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.business(endpoints.account.changePassword, ErrorCodes.IncorrectPassword, ''));
  },
  play: async (context) => {
    const t = await loaded(context);
    const form = card(context, t('account:password.title'));
    const box = (key: 'currentPassword' | 'newPassword' | 'pwdConfirm') =>
      within(form).getByLabelText(new RegExp(`^${t(`account:password.fields.${key}`)}`));
    await userEvent.type(box('currentPassword'), 'not-it');
    await userEvent.type(box('newPassword'), 'N3w-secret');
    await userEvent.type(box('pwdConfirm'), 'N3w-secret');
    await userEvent.click(within(form).getByRole('button', { name: t('common:actions.save') }));
    await findVisible(within(form).findByText(serverText(context, 'errors:IncorrectPassword')));
    await expect(box('newPassword')).toHaveValue('N3w-secret');
  },
};

/** The profile could not be read (a gateway error): the words for it in the profile's card; the password form works. */
export const ProfileLoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.unavailable(endpoints.account.getProfile, 502));
  },
  play: async (context) => {
    const t = storyT(context);
    await findVisible(within(context.canvasElement).findByText(t('errors:serverError.message')));
    await expect(
      within(card(context, t('account:password.title'))).getByRole('button', {
        name: t('common:actions.save'),
      }),
    ).toBeEnabled();
  },
};

/** The business lets no one change their user name or email (settings): both boxes read-only, saying why. */
export const UserNameAndEmailFixed: Story = {
  beforeEach: ({ msw }) => {
    const store = createFixtureStore();
    const settings = store.settings[demoIds.demoTenant];
    if (settings) Object.assign(settings, { isUserNameUpdateEnabled: false, isEmailUpdateEnabled: false });
    msw.use(...createHandlers(store));
  },
  play: async (context) => {
    const t = await loaded(context);
    const profile = card(context, t('account:profile.title'));
    for (const key of ['userName', 'email'] as const)
      await waitFor(() =>
        expect(
          within(profile).getByRole('textbox', {
            name: new RegExp(`^${t(`account:profile.fields.${key}`)}`),
          }),
        ).toHaveAttribute('readonly'),
      );
    await expect(within(profile).getAllByText(t('account:profile.fixed'))).toHaveLength(2);
    await expect(nameBox(t)).not.toHaveAttribute('readonly');
  },
};
