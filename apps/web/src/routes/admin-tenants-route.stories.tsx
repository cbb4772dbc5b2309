import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Features, Permissions, endpoints, type FeatureList } from '@inventory/contracts';
import { createScenarios, mockPath } from '@inventory/contracts/mocks';
import { http, HttpResponse } from 'msw';
import { findVisible, frameOf, storyT } from '@inventory/ui/storybook';
import { configurationWith } from '../storybook/story-configuration.ts';
import { renderRouteStory, routeStoryParameters, type RouteStoryArgs } from '../storybook/route-story.tsx';
import { routeStateStories } from '../storybook/route-state-stories.ts';
import { AdminTenantsRoute } from './admin-tenants-route.tsx';

const scenarios = createScenarios();
const tenants = endpoints.tenants;
type Context = Parameters<typeof storyT>[0] & { canvasElement: HTMLElement };

/** The host's administrator: every tenant-management permission. */
const hostPolicies = [
  Permissions.Tenants,
  `${Permissions.Tenants}.Create`,
  `${Permissions.Tenants}.Update`,
  `${Permissions.Tenants}.Delete`,
  'AbpTenantManagement.Tenants.ManageFeatures',
];

/**
 * /system/tenants as the app mounts it (app/routes.tsx), over the mock server (tenants `demo` and `acme`), signed in
 * as the host's administrator.
 */
const meta = {
  title: 'Admin/TenantsRoute',
  component: AdminTenantsRoute,
  render: (args: RouteStoryArgs, context) => renderRouteStory(args, context),
  parameters: { ...routeStoryParameters },
  args: { url: '/system/tenants' },
  beforeEach: ({ msw }) => {
    msw.use(...configurationWith({ policies: hostPolicies }));
  },
} satisfies Meta<RouteStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (context: Context, key: 'name' | 'adminEmailAddress' | 'adminPassword') =>
  screen.getByLabelText(new RegExp(`^${storyT(context)(`tenant:fields.${key}`)}`));

async function rowAction(context: Context, tenant: string, action: string) {
  const row = await findVisible(
    within(context.canvasElement).findByRole('row', { name: new RegExp(`^${tenant}`) }),
  );
  await userEvent.click(within(row).getByRole('button', { name: action }));
}

const featureSwitch = (context: Context, key: keyof typeof Features) =>
  screen.getByRole('checkbox', { name: new RegExp(`^${storyT(context)(`tenant:features.names.${key}`)}`) });

/** The tenants; a search typed lands in the address and the list follows. */
export const ListAndSearch: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await findVisible(canvas.findByRole('row', { name: /^demo/ }));
    await expect(canvas.getByRole('row', { name: /^acme/ })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: t('tenant:searchBy') }), 'ac{Enter}');
    await findVisible(canvas.findByText(/Filter=ac/));
    await waitFor(() => expect(canvas.queryByRole('row', { name: /^demo/ })).toBeNull());
    await expect(canvas.getByRole('row', { name: /^acme/ })).toBeVisible();
  },
};

/** While the list loads: the table says it is busy. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.loading(tenants.list));
  },
  play: async (context) => {
    const t = storyT(context);
    const table = await within(context.canvasElement).findByRole('table', { name: t('tenant:title') });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

const states = routeStateStories({
  list: tenants.list,
  emptyKey: 'tenant:empty',
  withoutAccess: [Permissions.Users],
});

export const Empty: Story = states.empty;

/** A tenant-side user (or a host user without the permission) typing the address: no access, no list. */
export const NoAccess: Story = states.noAccess;

/**
 * The name rule is said under the name before anything is typed; a name with a space is refused by it, in words, and
 * nothing is created; the corrected name creates the tenant.
 */
export const CreateWithNameRule: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await findVisible(canvas.findByRole('row', { name: /^demo/ }));
    await userEvent.click(canvas.getByRole('button', { name: t('tenant:actions.create') }));
    const dialog = await findVisible(screen.findByRole('dialog', { name: t('tenant:dialogs.createTitle') }));
    await expect(dialog).toHaveTextContent(t('tenant:nameRule'));
    await userEvent.type(field(context, 'name'), 'north shop');
    await userEvent.type(field(context, 'adminEmailAddress'), 'owner@north.example');
    await userEvent.type(field(context, 'adminPassword'), '1q2w3E*x');
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await findVisible(within(dialog).findByText(t('validation:tenantName')));
    await expect(field(context, 'name')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('row', { name: /^north/, hidden: true })).toBeNull();
    await userEvent.clear(field(context, 'name'));
    await userEvent.type(field(context, 'name'), 'north-shop');
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await findVisible(canvas.findByRole('row', { name: /^north-shop/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The name rule's refusal, left on screen for its picture. */
export const NameRuleError: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await findVisible(canvas.findByRole('row', { name: /^demo/ }));
    await userEvent.click(canvas.getByRole('button', { name: t('tenant:actions.create') }));
    const dialog = await findVisible(screen.findByRole('dialog', { name: t('tenant:dialogs.createTitle') }));
    await userEvent.type(field(context, 'name'), '..');
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await findVisible(within(dialog).findByText(t('validation:tenantName')));
  },
};

/** Renamed elsewhere meanwhile (409): said in words, the typed name stays, Reload starts from the saved tenant. */
export const RenameChangedElsewhere: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.failing(tenants.update, 409));
  },
  play: async (context) => {
    const t = storyT(context);
    await rowAction(context, 'acme', t('common:actions.edit'));
    await findVisible(screen.findByRole('dialog', { name: t('tenant:dialogs.editTitle', { name: 'acme' }) }));
    const name = field(context, 'name');
    await userEvent.clear(name);
    await userEvent.type(name, 'acme-trading');
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await findVisible(screen.findByText(t('kit:conflict.kept')));
    await expect(field(context, 'name')).toHaveValue('acme-trading');
    await userEvent.click(screen.getByRole('button', { name: t('kit:conflict.reload') }));
    await waitFor(() => expect(field(context, 'name')).toHaveValue('acme'));
    await expect(screen.queryByText(t('kit:conflict.kept'))).toBeNull();
  },
};

/** Delete asks first, naming the tenant; confirmed, it leaves the list. */
export const DeleteConfirm: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await rowAction(context, 'acme', t('common:actions.delete'));
    const dialog = await findVisible(
      screen.findByRole('alertdialog', { name: t('common:confirm.deleteTitle', { name: 'acme' }) }),
    );
    await expect(dialog).toHaveTextContent(t('common:confirm.deleteMessage', { name: 'acme' }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.delete') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The list is hidden from the accessibility tree while the question is open: asked once it has closed.
    await findVisible(canvas.findByRole('row', { name: /^demo/ }));
    await waitFor(() => expect(canvas.queryByRole('row', { name: /^acme/ })).toBeNull());
  },
};

/** The delete question, left open for its picture. */
export const DeleteQuestion: Story = {
  play: async (context) => {
    const t = storyT(context);
    await rowAction(context, 'acme', t('common:actions.delete'));
    await findVisible(
      screen.findByRole('alertdialog', { name: t('common:confirm.deleteTitle', { name: 'acme' }) }),
    );
  },
};

const mixed: Record<string, string> = {
  [Features.Production]: 'False',
  [Features.Market]: 'false',
  [Features.Supplier]: 'False',
};

/**
 * A tenant with production, sales and suppliers off: the switches grouped like the menu, each saying what turning
 * it off takes away (its menu entries, its permissions).
 */
export const FeaturesMixed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(mockPath(endpoints.featureManagement.get), ({ request }) => {
        const providerKey = new URL(request.url).searchParams.get('providerKey');
        const list: FeatureList = {
          groups: [
            {
              name: 'Inventory',
              displayName: 'Inventory',
              features: Object.values(Features).map((name) => ({
                name,
                displayName: name,
                value: mixed[name] ?? 'True',
                provider: { name: 'T', key: providerKey },
                valueType: { name: 'ToggleStringValueType' },
                depth: 0,
              })),
            },
          ],
        };
        return HttpResponse.json(list);
      }),
    );
  },
  play: async (context) => {
    const t = storyT(context);
    await rowAction(context, 'acme', t('tenant:actions.features'));
    const dialog = await findVisible(
      screen.findByRole('dialog', { name: t('tenant:dialogs.featuresTitle', { name: 'acme' }) }),
    );
    await waitFor(() => expect(featureSwitch(context, 'Stock')).toBeChecked());
    await expect(featureSwitch(context, 'Production')).not.toBeChecked();
    await expect(featureSwitch(context, 'Market')).not.toBeChecked();
    await expect(featureSwitch(context, 'Supplier')).not.toBeChecked();
    await expect(featureSwitch(context, 'Warehouse')).toBeChecked();
    await expect(within(dialog).getByRole('group', { name: t('menu:groups.business') })).toBeVisible();
    await expect(within(dialog).getByRole('group', { name: t('menu:groups.masterData') })).toBeVisible();
    await expect(dialog).toHaveTextContent(
      t('tenant:features.hides', { entries: t('menu:items.production') }),
    );
  },
};

/** The features could not be read: the dialog says why and saves nothing; Retry reads them again. */
export const FeaturesLoadFailedThenRetry: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.unavailableOnce(endpoints.featureManagement.get, 502));
  },
  play: async (context) => {
    const t = storyT(context);
    await rowAction(context, 'acme', t('tenant:actions.features'));
    const dialog = await findVisible(
      screen.findByRole('dialog', { name: t('tenant:dialogs.featuresTitle', { name: 'acme' }) }),
    );
    await findVisible(within(dialog).findByText(t('errors:serverError.message')));
    await expect(within(dialog).getByRole('button', { name: t('common:actions.save') })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.retry') }));
    await waitFor(() => expect(featureSwitch(context, 'Stock')).toBeChecked());
    await expect(within(dialog).queryByText(t('errors:serverError.message'))).toBeNull();
  },
};

/** Production turned off and saved: said so, and the tenant's features read again show it off. */
export const FeatureTurnedOff: Story = {
  play: async (context) => {
    const t = storyT(context);
    await rowAction(context, 'acme', t('tenant:actions.features'));
    await findVisible(
      screen.findByRole('dialog', { name: t('tenant:dialogs.featuresTitle', { name: 'acme' }) }),
    );
    await waitFor(() => expect(featureSwitch(context, 'Production')).toBeChecked());
    await userEvent.click(featureSwitch(context, 'Production'));
    await expect(featureSwitch(context, 'Production')).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await findVisible(screen.findByText(t('tenant:features.saved', { name: 'acme' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await rowAction(context, 'acme', t('tenant:actions.features'));
    await waitFor(() => expect(featureSwitch(context, 'Stock')).toBeChecked());
    await expect(featureSwitch(context, 'Production')).not.toBeChecked();
  },
};

/** At 720 px in the layout: the row's Features by keyboard; the switches move with Tab and Space. */
export const AtCompactWidth: Story = {
  args: { shell: true },
  decorators: [frameOf(720)],
  play: async (context) => {
    const t = storyT(context);
    const row = await findVisible(within(context.canvasElement).findByRole('row', { name: /^acme/ }));
    within(row)
      .getByRole('button', { name: t('tenant:actions.features') })
      .focus();
    await userEvent.keyboard('{Enter}');
    await findVisible(
      screen.findByRole('dialog', { name: t('tenant:dialogs.featuresTitle', { name: 'acme' }) }),
    );
    await waitFor(() => expect(featureSwitch(context, 'Stock')).toBeChecked());
    featureSwitch(context, 'Stock').focus();
    await userEvent.keyboard(' ');
    await expect(featureSwitch(context, 'Stock')).not.toBeChecked();
    await userEvent.tab();
    await expect(featureSwitch(context, 'Purchase')).toHaveFocus();
  },
};
