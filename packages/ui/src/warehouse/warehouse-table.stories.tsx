import { ApiError } from '@inventory/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { enterTimeoutMs } from '../storybook/find-visible.ts';
import { densePage, longTextWarehouses, sampleWarehouses } from './fixtures.ts';
import { WarehouseTable } from './warehouse-table.tsx';
import { serverMessages } from '../storybook/server-messages.ts';
import { storyT } from '../storybook/story-i18n.ts';

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
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: /Main Warehouse/ });
    await userEvent.click(within(row).getByRole('button', { name: t('common:actions.edit') }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Main Warehouse' }));
    await userEvent.click(
      within(canvas.getByRole('row', { name: /North Depot/ })).getByRole('button', {
        name: t('common:actions.delete'),
      }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ name: 'North Depot' }));
    await waitFor(
      () =>
        expect(canvas.getByText(t('common:pagination.summary', { from: 1, to: 3, total: 3 }))).toBeVisible(),
      { timeout: enterTimeoutMs },
    );
  },
};

export const Empty: Story = {
  args: { items: [], totalCount: 0 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    await waitFor(() => expect(within(canvasElement).getByText(t('common:table.empty'))).toBeVisible(), {
      timeout: enterTimeoutMs,
    });
  },
};

export const Loading: Story = {
  args: { items: undefined, totalCount: 0, loading: true },
  play: async (context) => {
    const { canvasElement } = context;
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  args: {
    items: undefined,
    totalCount: 0,
    error: new ApiError({ status: 500, body: '', headers: new Headers() }),
  },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(t('errors:serverError.message'))).toBeVisible(), {
      timeout: enterTimeoutMs,
    });
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.retry') }));
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
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: t('common:actions.edit') })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: t('common:table.actions') })).toBeNull();
  },
};

/** Long names and Chinese data (the interface language is the toolbar's). */
export const LongTextAndChineseData: Story = {
  args: { items: [...longTextWarehouses, ...sampleWarehouses], totalCount: 5 },
};

export const DenseData: Story = {
  args: { items: densePage, totalCount: 1234, page: 3, pageSize: 50 },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await waitFor(
      () =>
        expect(
          canvas.getByText(t('common:pagination.summary', { from: 101, to: 150, total: '1,234' })),
        ).toBeVisible(),
      { timeout: enterTimeoutMs },
    );
    await userEvent.click(canvas.getByRole('button', { name: t('common:pagination.next') }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
    await userEvent.selectOptions(canvas.getByLabelText(t('common:pagination.pageSize')), '20');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(20);
  },
};
