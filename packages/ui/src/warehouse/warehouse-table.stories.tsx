import { ApiError } from '@inventory/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { densePage, longTextWarehouses, sampleWarehouses } from './fixtures.ts';
import { WarehouseTable } from './warehouse-table.tsx';
import { serverMessages } from '../storybook/server-messages.ts';

const meta = {
  title: 'Warehouse/WarehouseTable',
  component: WarehouseTable,
  args: {
    items: sampleWarehouses,
    totalCount: 3,
    page: 1,
    pageSize: 10,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof WarehouseTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: /Main Warehouse/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Main Warehouse' }));
    await userEvent.click(
      within(canvas.getByRole('row', { name: /North Depot/ })).getByRole('button', { name: 'Delete' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ name: 'North Depot' }));
    await expect(canvas.getByText('1–3 of 3')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [], totalCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: undefined, totalCount: 0, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  args: {
    items: undefined,
    totalCount: 0,
    error: new ApiError({ status: 500, body: '', headers: new Headers() }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Server Unavailable')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Forbidden: Story = {
  args: {
    items: undefined,
    totalCount: 0,
    error: new ApiError({
      status: 403,
      body: JSON.stringify({
        error: { code: 'Abp:FeatureDisabled', message: serverMessages.featureDisabled },
      }),
      headers: new Headers(),
    }),
  },
};

export const ReadOnly: Story = {
  args: { onEdit: undefined, onDelete: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  },
};

export const LongTextAndChinese: Story = {
  args: { items: [...longTextWarehouses, ...sampleWarehouses], totalCount: 5 },
};

export const ChineseLocale: Story = {
  globals: { locale: 'zh-Hans' },
  args: { items: longTextWarehouses, totalCount: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('columnheader', { name: '名称' })).toBeVisible();
  },
};

export const DenseData: Story = {
  args: { items: densePage, totalCount: 1234, page: 3, pageSize: 50 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('101–150 of 1,234')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
    await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '20');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(20);
  },
};
