import { ApiError, ErrorCodes, warehouseEndpoints } from '@inventory/contracts';
import { createScenarios } from '@inventory/contracts/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { enterTimeoutMs, findVisible } from '../storybook/find-visible.ts';
import { HandledError } from '../feedback/handled-error.ts';
import { documentedAs } from '../storybook/documented-as.ts';
import { WarehouseScreenDemo, type WarehouseScreenDemoProps } from '../storybook/warehouse-screen-demo.tsx';
import { storyT } from '../storybook/story-i18n.ts';
import { densePage, sampleWarehouses } from './fixtures.ts';
import { WarehouseScreen } from './warehouse-screen.tsx';

const scenarios = createScenarios();

const meta = {
  title: 'Warehouse/WarehouseScreen',
  component: documentedAs<WarehouseScreenDemoProps>(WarehouseScreen),
  render: (args) => <WarehouseScreenDemo {...args} />,
  parameters: { visual: { target: 'viewport' } },
} satisfies Meta<typeof WarehouseScreenDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await findVisible(canvas.findByRole('row', { name: /Main Warehouse/ }));
    await waitFor(() => expect(canvas.getByRole('row', { name: /上海仓库/ })).toBeVisible(), {
      timeout: enterTimeoutMs,
    });
  },
};

export const CreateOne: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Main Warehouse/ });
    await userEvent.click(canvas.getByRole('button', { name: t('warehouse:warehouse.actions.create') }));
    await screen.findByRole('dialog', { name: t('warehouse:warehouse.dialogs.createTitle') });
    await userEvent.type(
      screen.getByRole('textbox', { name: new RegExp(`^${t('warehouse:warehouse.fields.name')}`) }),
      'East Depot',
    );
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await findVisible(canvas.findByRole('row', { name: /East Depot/ }));
    await findVisible(screen.findByText(t('common:messages.createSucceeded')));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: enterTimeoutMs });
  },
};

export const EditOne: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /North Depot/ });
    await userEvent.click(within(row).getByRole('button', { name: t('common:actions.edit') }));
    const name = await screen.findByRole('textbox', {
      name: new RegExp(`^${t('warehouse:warehouse.fields.name')}`),
    });
    await userEvent.clear(name);
    await userEvent.type(name, 'North Depot 2');
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await findVisible(canvas.findByRole('row', { name: /North Depot 2/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: enterTimeoutMs });
  },
};

export const DeleteAfterConfirm: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /North Depot/ });
    await userEvent.click(within(row).getByRole('button', { name: t('common:actions.delete') }));
    const dialog = await screen.findByRole('alertdialog', {
      name: t('common:confirm.deleteTitle', { name: 'North Depot' }),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.delete') }));
    await waitFor(() => expect(canvas.queryByRole('row', { name: /North Depot/ })).toBeNull(), {
      timeout: enterTimeoutMs,
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: enterTimeoutMs });
  },
};

export const DeleteRefusedWhileHoldingStock: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...scenarios.business(
        warehouseEndpoints.delete,
        ErrorCodes.WarehouseHasStock,
        "Warehouse 'Main Warehouse' still holds stock.",
      ),
    );
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Main Warehouse/ });
    await userEvent.click(within(row).getByRole('button', { name: t('common:actions.delete') }));
    const dialog = await screen.findByRole('alertdialog', {
      name: t('common:confirm.deleteTitle', { name: 'Main Warehouse' }),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.delete') }));
    const error = await screen.findByRole('alertdialog', { name: t('errors:requestError.title') });
    await expect(error).toHaveTextContent("Warehouse 'Main Warehouse' still holds stock.");
  },
};

const refusedBySession = fn(async () => {
  throw new HandledError(new ApiError({ status: 401, body: '', headers: new Headers() }));
});

/** The app already showed the failure (a 401 in its session dialog): the screen must not add a second dialog. */
export const DeleteFailureShownElsewhere: Story = {
  render: () => (
    <WarehouseScreen
      data={{ items: sampleWarehouses, totalCount: sampleWarehouses.length }}
      page={1}
      pageSize={10}
      onPageChange={fn()}
      onDelete={refusedBySession}
    />
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: /North Depot/ });
    await userEvent.click(within(row).getByRole('button', { name: t('common:actions.delete') }));
    const dialog = await screen.findByRole('alertdialog', {
      name: t('common:confirm.deleteTitle', { name: 'North Depot' }),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.delete') }));
    await waitFor(() => expect(refusedBySession).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: enterTimeoutMs });
    await expect(screen.queryByText(t('errors:requestError.title'))).toBeNull();
  },
};

export const DuplicateName: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Main Warehouse/ });
    await userEvent.click(canvas.getByRole('button', { name: t('warehouse:warehouse.actions.create') }));
    await userEvent.type(
      await screen.findByRole('textbox', { name: new RegExp(`^${t('warehouse:warehouse.fields.name')}`) }),
      'main warehouse',
    );
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await findVisible(screen.findByText("A warehouse named 'main warehouse' already exists."));
  },
};

export const ServerFieldErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.validation(warehouseEndpoints.create, { name: ['The Name field is required.'] }));
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Main Warehouse/ });
    await userEvent.click(canvas.getByRole('button', { name: t('warehouse:warehouse.actions.create') }));
    await userEvent.type(
      await screen.findByRole('textbox', { name: new RegExp(`^${t('warehouse:warehouse.fields.name')}`) }),
      'Anything',
    );
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await findVisible(screen.findByText('The Name field is required.'));
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.emptyWarehouses());
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    await findVisible(within(canvasElement).findByText(t('common:table.empty')));
  },
};

export const Loading: Story = {
  // The list never answers, so the network never goes idle: the screenshot must not wait for it.
  parameters: { visual: { target: 'viewport', networkIdle: false } },
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.loading(warehouseEndpoints.list));
  },
  play: async (context) => {
    const { canvasElement } = context;
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.unavailable(warehouseEndpoints.list, 502));
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    await findVisible(within(canvasElement).findByText(t('errors:serverError.message')));
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Main Warehouse/ });
    await expect(canvas.queryByRole('button', { name: t('warehouse:warehouse.actions.create') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('common:actions.delete') })).toBeNull();
  },
};

export const DenseData: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...scenarios.answer(warehouseEndpoints.list, { items: densePage.slice(0, 10), totalCount: 1234 }),
    );
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    await findVisible(
      within(canvasElement).findByText(t('common:pagination.summary', { from: 1, to: 10, total: '1,234' })),
    );
  },
};
