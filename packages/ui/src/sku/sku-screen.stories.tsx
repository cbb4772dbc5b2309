import { endpoints } from '@inventory/contracts';
import { createScenarios } from '@inventory/contracts/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { documentedAs } from '../storybook/documented-as.ts';
import { findVisible } from '../storybook/find-visible.ts';
import { storyT } from '../storybook/story-i18n.ts';
import { SkuScreenDemo, type SkuScreenDemoProps } from './sku-screen-demo.tsx';
import { SkuScreen } from './sku-screen.tsx';

const scenarios = createScenarios();

const meta = {
  title: 'SKU/SkuScreen',
  component: documentedAs<SkuScreenDemoProps>(SkuScreen),
  render: (args) => <SkuScreenDemo {...args} />,
  parameters: { visual: { target: 'viewport' } },
} satisfies Meta<typeof SkuScreenDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

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

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.emptyList(endpoints.sku.list));
  },
  play: async (context) => {
    const t = storyT(context);
    await findVisible(within(context.canvasElement).findByText(t('sku:empty')));
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.failing(endpoints.sku.list, 500));
  },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await findVisible(canvas.findByRole('button', { name: t('common:actions.retry') }));
    await expect(canvas.queryByRole('row', { name: /Rice Cracker/ })).toBeNull();
  },
};

/** Without permissions: the list, its filters and label printing; no create, no row actions, a fixed switch. */
export const NoPermission: Story = {
  args: { readOnly: true },
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

/** Kind and On / Off filters apply at once; the chips say what narrows the list; Reset shows everything again. */
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
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.reset') }));
    await findVisible(canvas.findByRole('row', { name: /Rice Cracker/ }));
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
