import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Permissions, SkuKind, endpoints } from '@inventory/contracts';
import { createScenarios } from '@inventory/contracts/mocks';
import { findVisible, storyT } from '@inventory/ui/storybook';
import { configurationWith } from '../storybook/story-configuration.ts';
import { renderRouteStory, routeStoryParameters, type RouteStoryArgs } from '../storybook/route-story.tsx';
import { routeStateStories } from '../storybook/route-state-stories.ts';
import { SkusRoute } from './skus-route.tsx';

const scenarios = createScenarios();

/** /sys/unit as the app mounts it (app/routes.tsx), over the mock server: the list and its states. */
const meta = {
  title: 'SKU/SkusRoute',
  component: SkusRoute,
  render: (args: RouteStoryArgs, context) => renderRouteStory(args, context),
  parameters: { ...routeStoryParameters },
  args: { url: '/sys/unit' },
} satisfies Meta<RouteStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = routeStateStories({
  list: endpoints.sku.list,
  emptyKey: 'sku:empty',
  withoutAccess: [Permissions.Warehouses],
});

/** The list: image placeholder, code, name, unit, cost with 4 places, category, kind and the On / Off switch. */
export const Default: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const kit = await findVisible(canvas.findByRole('row', { name: /Tea & Snack Gift Box/ }));
    await expect(kit).toHaveTextContent(t('sku:kinds.Group'));
    await expect(kit).toHaveTextContent('9.5000');
    await expect(within(kit).getByRole('img', { name: t('sku:images.none') })).toBeVisible();
    await expect(
      within(kit).getByLabelText(t('sku:actions.switchLabel', { name: 'Tea & Snack Gift Box' })),
    ).toBeChecked();
    await expect(canvas.getByRole('row', { name: /Rice Cracker/ })).toHaveTextContent(t('sku:kinds.Single'));
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.loading(endpoints.sku.list));
  },
  play: async (context) => {
    const t = storyT(context);
    const table = await within(context.canvasElement).findByRole('table', { name: t('sku:title') });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = states.empty;

export const ServerError: Story = states.serverError;

/** A user who may only read SKUs: the list, its filters and label printing; no create, no row actions. */
export const ReadOnly: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...configurationWith({ policies: ['Inventory.Skus'] }));
  },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const row = await findVisible(canvas.findByRole('row', { name: /Rice Cracker/ }));
    await expect(canvas.queryByRole('button', { name: t('sku:actions.create') })).toBeNull();
    await expect(within(row).queryByRole('button', { name: t('common:actions.edit') })).toBeNull();
    const toggle = within(row).getByLabelText(t('sku:actions.switchLabel', { name: 'Rice Cracker' }));
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await userEvent.click(
      within(row).getByRole('checkbox', { name: t('kit:table.selectRow', { name: 'Rice Cracker' }) }),
    );
    const bar = canvas.getByRole('toolbar', { name: t('kit:table.bulkActions') });
    await expect(within(bar).getByRole('button', { name: t('sku:actions.printLabels') })).toBeVisible();
    await expect(within(bar).queryByRole('button', { name: t('sku:actions.setCategory') })).toBeNull();
    await expect(within(bar).queryByRole('button', { name: t('sku:actions.deleteSelected') })).toBeNull();
  },
};

export const NoAccess: Story = states.noAccess;

/** Kind and On / Off filters apply at once, into the address; the chips say what narrows the list; Reset clears. */
export const FilterByKind: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await findVisible(canvas.findByRole('row', { name: /Rice Cracker/ }));
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('sku:fields.kind') }),
      t('sku:kinds.Group'),
    );
    await waitFor(() => expect(canvas.queryByRole('row', { name: /Rice Cracker/ })).toBeNull());
    // The rows leave while the filtered page loads: wait for the kit's row to come back.
    await findVisible(canvas.findByRole('row', { name: /Tea & Snack Gift Box/ }));
    await expect(
      canvas.getByText(t('kit:filters.chip', { name: t('sku:fields.kind'), value: t('sku:kinds.Group') })),
    ).toBeVisible();
    await expect(canvas.getByText(new RegExp(`Kind=${SkuKind.Group}`))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.reset') }));
    await findVisible(canvas.findByRole('row', { name: /Rice Cracker/ }));
  },
};

/** A shared address opens the same view: the name filter and the sorting come from it. */
export const FromSharedAddress: Story = {
  args: { url: '/sys/unit?Name=tea&sort=name%20desc' },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await findVisible(canvas.findByRole('row', { name: /Tea & Snack Gift Box/ }));
    await expect(canvas.queryByRole('row', { name: /Rice Cracker/ })).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: t('sku:fields.name') })).toHaveValue('tea');
  },
};

/** Export CSV reads every SKU of the filter and says how many the file holds. */
export const ExportCsv: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await findVisible(canvas.findByRole('row', { name: /Rice Cracker/ }));
    await userEvent.click(canvas.getByRole('button', { name: t('sku:actions.exportCsv') }));
    await findVisible(screen.findByText(t('sku:messages.exported', { count: 3 })));
  },
};
