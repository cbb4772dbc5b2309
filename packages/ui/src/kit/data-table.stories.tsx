import { ApiError } from '@inventory/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '../storybook/story-i18n.ts';
import { DataTable, type DataTableProps } from './data-table.tsx';
import type { DataColumn } from './data-table-types.ts';
import { formatNumber } from './format-number.ts';

interface DemoRow {
  id: string;
  code: string;
  name: string;
  quantity: string;
  price: string;
  remarks: string;
}

const rows: DemoRow[] = [
  { id: '1', code: 'SKU-001', name: 'Apple juice 1L', quantity: '1234.5', price: '3.2', remarks: '' },
  { id: '2', code: 'SKU-002', name: 'Orange juice 1L', quantity: '12', price: '1.005', remarks: 'Seasonal' },
  { id: '3', code: 'SKU-003', name: 'Gift box', quantity: '0.125', price: '129.9999', remarks: '' },
];

const chineseRows: DemoRow[] = [
  {
    id: '1',
    code: 'SP-0001',
    name: '新疆阿克苏冰糖心红富士苹果（特级大果，单果重约二百五十克，十斤装礼盒）',
    quantity: '1234.5',
    price: '88.8',
    remarks: '冷链运输，收货后请尽快放入冷藏库，避免阳光直射；临期商品优先出库。',
  },
  { id: '2', code: 'SP-0002', name: '赣南脐橙', quantity: '6', price: '5.5', remarks: '' },
];

const columns: DataColumn<DemoRow>[] = [
  { id: 'code', headerKey: 'kit:columns.code', cell: (row) => row.code, width: '28', sortField: 'code' },
  { id: 'name', headerKey: 'kit:columns.name', cell: (row) => row.name, sortField: 'name' },
  { id: 'quantity', headerKey: 'kit:columns.quantity', cell: (row) => row.quantity, numeric: 'quantity' },
  {
    id: 'price',
    headerKey: 'kit:columns.price',
    cell: (row) => row.price,
    numeric: 'price',
    sortField: 'price',
  },
  { id: 'remarks', headerKey: 'kit:columns.remarks', cell: (row) => row.remarks, width: '64' },
];

type Props = DataTableProps<DemoRow>;

/** Story-only: the table's name and actions are ui texts in the toolbar's language; selection is kept here. */
function Demo(args: Props) {
  const { t } = useTranslation(['common', 'kit']);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  return (
    <DataTable<DemoRow>
      {...args}
      label={t('kit:table.bulkActions')}
      selectedIds={args.onSelectionChange ? selectedIds : undefined}
      onSelectionChange={
        args.onSelectionChange
          ? (ids) => {
              setSelectedIds(ids);
              args.onSelectionChange?.(ids);
            }
          : undefined
      }
      rowActions={args.rowActions?.map((action) => ({
        ...action,
        label: t(`common:actions.${action.id as 'edit'}`),
      }))}
      bulkActions={args.bulkActions?.map((action) => ({
        ...action,
        label: t(`common:actions.${action.id as 'delete'}`),
      }))}
    />
  );
}

const meta: Meta<Props> = {
  title: 'Tables/DataTable',
  component: DataTable,
  render: (args) => <Demo {...args} />,
  args: {
    label: '',
    columns,
    rows,
    rowId: (row) => row.id,
    rowName: (row) => row.name,
    sorting: '',
    sortableFields: ['code', 'name'],
    onSortingChange: fn(),
  },
};
export default meta;
type Story = StoryObj<Props>;

/** Numbers right-aligned in the language's format, with their kind's places. */
export const Data: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = typeof globals['locale'] === 'string' ? globals['locale'] : 'en';
    const cell = canvas.getByText(formatNumber('1234.5', 'quantity', locale));
    await expect(cell).toHaveStyle({ textAlign: 'end' });
    await expect(canvas.getByText(formatNumber('1.005', 'price', locale))).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(rows.length + 1);
  },
};

/** A header button cycles the order; `price` is not in the list's allow-list, so it is not a button. */
export const Sorting: Story = {
  args: { sorting: 'name desc' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    const nameHeader = canvas.getByRole('columnheader', { name: new RegExp(t('kit:columns.name')) });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(nameHeader).getByRole('button'));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith('');
    const code = canvas.getByRole('button', { name: new RegExp(t('kit:columns.code')) });
    code.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith('code asc');
    const priceHeader = canvas.getByRole('columnheader', { name: t('kit:columns.price') });
    await expect(within(priceHeader).queryByRole('button')).toBeNull();
    await expect(priceHeader).not.toHaveAttribute('aria-sort');
  },
};

/** Select rows by keyboard; the bulk bar counts them and offers the permitted actions only. */
export const Selection: Story = {
  args: {
    onSelectionChange: fn(),
    bulkActions: [
      { id: 'delete', label: '', permitted: true, onAction: fn(), tone: 'danger' },
      { id: 'edit', label: '', permitted: false, onAction: fn() },
    ],
  },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('toolbar')).toBeNull();
    const first = canvas.getByRole('checkbox', { name: t('kit:table.selectRow', { name: rows[0]?.name }) });
    first.focus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['1']);
    const bar = canvas.getByRole('toolbar', { name: t('kit:table.bulkActions') });
    await expect(within(bar).getByText(t('kit:table.selected', { count: 1 }))).toBeVisible();
    await expect(within(bar).queryByRole('button', { name: t('common:actions.edit') })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: t('kit:table.selectAll') }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['1', '2', '3']);
    await userEvent.click(within(bar).getByRole('button', { name: t('common:actions.delete') }));
    await expect(args.bulkActions?.[0]?.onAction).toHaveBeenCalledWith(rows);
    await userEvent.click(within(bar).getByRole('button', { name: t('kit:table.clearSelection') }));
    await expect(canvas.queryByRole('toolbar')).toBeNull();
  },
};

/** Only permitted actions appear, grouped under the row's name. */
export const RowActions: Story = {
  args: {
    rowActions: [
      { id: 'edit', label: '', permitted: true, onAction: fn() },
      { id: 'delete', label: '', permitted: false, onAction: fn(), tone: 'danger' },
    ],
  },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: t('common:table.rowActions', { name: rows[1]?.name }) });
    await userEvent.click(within(group).getByRole('button', { name: t('common:actions.edit') }));
    await expect(args.rowActions?.[0]?.onAction).toHaveBeenCalledWith(rows[1]);
    await expect(canvas.queryByRole('button', { name: t('common:actions.delete') })).toBeNull();
  },
};

/** No actions permitted at all: no actions column either. */
export const NoPermittedActions: Story = {
  args: { rowActions: [{ id: 'edit', label: '', permitted: false, onAction: fn() }] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    await expect(
      within(canvasElement).queryByRole('columnheader', { name: t('common:table.actions') }),
    ).toBeNull();
  },
};

export const Loading: Story = {
  args: { rows: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    await expect(within(canvasElement).getByText(t('common:table.empty'))).toBeVisible();
  },
};

/** The server failed: its message with a retry; the table stays in place. */
export const ServerError: Story = {
  args: {
    rows: undefined,
    error: new ApiError({ status: 500, body: '', headers: new Headers() }),
    onRetry: fn(),
  },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('common:table.loadError'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NoPermission: Story = {
  args: { forbidden: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('kit:table.noPermission'))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Long Chinese names wrap to two lines; the header stays in view while the rows scroll. */
export const LongChineseData: Story = {
  args: {
    rows: chineseRows,
    maxHeight: '40',
    paging: { page: 1, pageSize: 10, totalCount: 2, onPageChange: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1,234.500')).toBeVisible();
    await expect(canvas.getByTitle(chineseRows[0]?.name ?? '')).toBeVisible();
  },
};
