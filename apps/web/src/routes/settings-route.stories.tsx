import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Permissions, ValidationKeys, encodeValidationMessage, endpoints } from '@inventory/contracts';
import { createScenarios } from '@inventory/contracts/mocks';
import { findVisible, pickOption, storyT, readToast } from '@inventory/ui/storybook';
import { renderRouteStory, routeStoryParameters, type RouteStoryArgs } from '../storybook/route-story.tsx';
import { configurationWith } from '../storybook/story-configuration.ts';
import { SettingsRoute } from './settings-route.tsx';

const scenarios = createScenarios();
const update = endpoints.settings.update;
type Context = Parameters<typeof storyT>[0] & { canvasElement: HTMLElement };
type T = ReturnType<typeof storyT>;

/** /system/settings as the app mounts it (app/routes.tsx), over the mock server (the demo business's settings). */
const meta = {
  title: 'Admin/SettingsRoute',
  component: SettingsRoute,
  render: (args: RouteStoryArgs, context) => renderRouteStory(args, context),
  parameters: { ...routeStoryParameters },
  args: { url: '/system/settings' },
} satisfies Meta<RouteStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The one number box of the form (its label has brackets, so it is not looked up by a pattern of it). */
const days = (_t: T) => screen.getByRole('spinbutton');
const zone = (t: T) =>
  screen.getByRole('combobox', { name: new RegExp(`^${t('settings:fields.timeZone')}`) });
const save = (t: T) => screen.getByRole('button', { name: t('common:actions.save') });

/** The form once the settings have loaded (the zone's name filled in by its picker). */
async function loaded(context: Context) {
  const t = storyT(context);
  await findVisible(
    within(context.canvasElement).findByRole('heading', { name: t('settings:sections.stock') }),
  );
  await waitFor(() => expect(zone(t)).toHaveValue('UTC'));
  return t;
}

/** The business's settings as saved: 30 days, UTC, English, no product name of its own, both profile switches on. */
export const Loaded: Story = {
  play: async (context) => {
    const t = await loaded(context);
    await expect(days(t)).toHaveValue(30);
    await expect(
      screen.getByRole('combobox', { name: new RegExp(`^${t('settings:fields.defaultLanguage')}`) }),
    ).toHaveValue('en');
    await expect(
      screen.getByRole('checkbox', { name: t('settings:fields.isEmailUpdateEnabled') }),
    ).toBeChecked();
  },
};

/** 5000 days is over the limit of 3650: said under the box before anything is sent. */
export const InvalidThreshold: Story = {
  play: async (context) => {
    const t = await loaded(context);
    await userEvent.clear(days(t));
    await userEvent.type(days(t), '5000');
    await userEvent.click(save(t));
    await findVisible(screen.findByText(t('validation:max', { max: 3650 })));
    await expect(days(t)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A zone this browser lists but the server does not know: the server's refusal lands under the time zone. */
export const UnknownZoneFromServer: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...scenarios.validation(update, {
        timeZone: [encodeValidationMessage(ValidationKeys.oneOf, { values: 'IANA' })],
      }),
    );
  },
  play: async (context) => {
    const t = await loaded(context);
    await userEvent.clear(zone(t));
    await pickOption(zone(t), 'Shanghai', 'Asia/Shanghai');
    await userEvent.click(save(t));
    await findVisible(screen.findByText(t('validation:oneOf', { values: 'IANA' })));
    await waitFor(() => expect(zone(t)).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** While the server saves: Save shows that it runs and a second press sends nothing more. */
export const Saving: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.loading(update));
  },
  play: async (context) => {
    const t = await loaded(context);
    await userEvent.clear(days(t));
    await userEvent.type(days(t), '45');
    await userEvent.click(save(t));
    await waitFor(() => expect(save(t)).toHaveAttribute('data-loading'));
    await expect(save(t)).toBeDisabled();
  },
};

/** 60 days and Shanghai time saved: the toast says they apply now, and the form shows what the server keeps. */
export const Saved: Story = {
  play: async (context) => {
    const t = await loaded(context);
    await userEvent.clear(days(t));
    await userEvent.type(days(t), '60');
    await userEvent.clear(zone(t));
    await pickOption(zone(t), 'Shanghai', 'Asia/Shanghai');
    await userEvent.click(save(t));
    await readToast(t('settings:messages.saved'));
    await expect(days(t)).toHaveValue(60);
    await expect(zone(t)).toHaveValue('Asia/Shanghai');
  },
};

/** In the layout: a product name saved names the browser tab at once (the configuration is read again). */
export const SavedProductNameInTitle: Story = {
  args: { shell: true },
  play: async (context) => {
    const t = await loaded(context);
    const name = screen.getByRole('textbox', {
      name: new RegExp(`^${t('settings:fields.productDisplayName')}`),
    });
    await userEvent.type(name, 'Cookie shop');
    await userEvent.click(save(t));
    await readToast(t('settings:messages.saved'));
    await waitFor(() => expect(document.title).toMatch(/^Cookie shop - /));
  },
};

/** The settings could not be read (a gateway error): the words for it instead of the form. */
export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.unavailable(endpoints.settings.get, 502));
  },
  play: async (context) => {
    const t = storyT(context);
    await findVisible(within(context.canvasElement).findByText(t('errors:serverError.message')));
    await expect(screen.queryByRole('spinbutton')).toBeNull();
  },
};

/** Without the settings permission: "no access" at the address, the settings never asked for. */
export const NoAccess: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...configurationWith({ policies: [Permissions.Stock] }));
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await findVisible(canvas.findByRole('heading', { name: storyT(context)('errors:noAccess.title') }));
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};
