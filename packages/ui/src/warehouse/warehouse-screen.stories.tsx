import { ApiError, ErrorCodes, warehouseEndpoints } from '@inventory/contracts';
import { createScenarios } from '@inventory/contracts/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { HandledError } from '../feedback/handled-error.ts';
import { documentedAs } from '../storybook/documented-as.ts';
import { WarehouseScreenDemo, type WarehouseScreenDemoProps } from '../storybook/warehouse-screen-demo.tsx';
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('row', { name: /Main Warehouse/ })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /上海仓库/ })).toBeVisible();
  },
};

export const CreateOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Main Warehouse/ });
    await userEvent.click(canvas.getByRole('button', { name: 'New warehouse' }));
    await screen.findByRole('dialog', { name: 'New warehouse' });
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'East Depot');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('row', { name: /East Depot/ })).toBeVisible();
    await expect(await screen.findByText('Created successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const EditOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /North Depot/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'North Depot 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('row', { name: /North Depot 2/ })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const DeleteAfterConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /North Depot/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete North Depot?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByRole('row', { name: /North Depot/ })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Main Warehouse/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: /Delete Main Warehouse/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const error = await screen.findByRole('alertdialog', { name: 'Request Error' });
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: /North Depot/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete North Depot?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(refusedBySession).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(screen.queryByText('Request Error')).toBeNull();
  },
};

export const DuplicateName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Main Warehouse/ });
    await userEvent.click(canvas.getByRole('button', { name: 'New warehouse' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'main warehouse');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText("A warehouse named 'main warehouse' already exists.")).toBeVisible();
  },
};

export const ServerFieldErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.validation(warehouseEndpoints.create, { name: ['The Name field is required.'] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Main Warehouse/ });
    await userEvent.click(canvas.getByRole('button', { name: 'New warehouse' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Anything');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('The Name field is required.')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.emptyWarehouses());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data')).toBeVisible();
  },
};

export const Loading: Story = {
  // The list never answers, so the network never goes idle: the screenshot must not wait for it.
  parameters: { visual: { target: 'viewport', networkIdle: false } },
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.loading(warehouseEndpoints.list));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.unavailable(warehouseEndpoints.list, 502));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Server Unavailable')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Main Warehouse/ });
    await expect(canvas.queryByRole('button', { name: 'New warehouse' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '仓库管理' })).toBeVisible();
    await canvas.findByRole('row', { name: /上海仓库/ });
  },
};

export const DenseData: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...scenarios.answer(warehouseEndpoints.list, { items: densePage.slice(0, 10), totalCount: 1234 }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1–10 of 1,234')).toBeVisible();
  },
};
