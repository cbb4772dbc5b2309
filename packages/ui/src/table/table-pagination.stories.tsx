import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '../storybook/story-i18n.ts';
import { TablePagination } from './table-pagination.tsx';

const localeOf = (globals: Record<string, unknown>) =>
  typeof globals['locale'] === 'string' ? globals['locale'] : 'en';

const meta = {
  title: 'Tables/TablePagination',
  component: TablePagination,
  args: { page: 1, pageSize: 10, totalCount: 23, onPageChange: fn(), onPageSizeChange: fn() },
} satisfies Meta<typeof TablePagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(t('common:pagination.summary', { from: 1, to: 10, total: 23 })),
    ).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: t('common:pagination.label') });
    await userEvent.click(
      within(pages).getByRole('button', { name: t('common:pagination.page', { page: 2 }) }),
    );
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(within(pages).getByRole('button', { name: t('common:pagination.next') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** The last page: "next" is disabled and the summary counts only the rows left. */
export const LastPage: Story = {
  args: { page: 3 },
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(t('common:pagination.summary', { from: 21, to: 23, total: 23 })),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common:pagination.next') })).toBeDisabled();
  },
};

export const PageSize: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT({ globals });
    const size = within(canvasElement).getByRole('combobox', { name: t('common:pagination.pageSize') });
    await userEvent.selectOptions(size, '20');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(20);
  },
};

/** Without `onPageSizeChange` the page size is fixed and not offered. */
export const FixedPageSize: Story = {
  args: { onPageSizeChange: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox')).toBeNull();
  },
};

/** Large counts are grouped the way the current language writes numbers. */
export const LargeTotal: Story = {
  args: { page: 5, totalCount: 12345 },
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const numbers = new Intl.NumberFormat(localeOf(globals));
    const summary = t('common:pagination.summary', {
      from: numbers.format(41),
      to: numbers.format(50),
      total: numbers.format(12345),
    });
    await expect(within(canvasElement).getByText(summary)).toBeVisible();
  },
};
