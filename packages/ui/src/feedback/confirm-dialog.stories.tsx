import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog.tsx';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { visual: { target: 'viewport' } },
  args: {
    open: true,
    destructive: true,
    title: 'Delete Main warehouse?',
    message: '“Main warehouse” will be deleted. This cannot be undone.',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Main warehouse?' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(dialog).toBeVisible();
  },
};

export const Cancelled: Story = {
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async () => {
    await screen.findByRole('alertdialog');
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const NonDestructive: Story = {
  args: { destructive: false, title: 'Submit the invoice?', message: 'It cannot be edited afterwards.' },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { title: '删除 主仓库？', message: '将删除“主仓库”，此操作无法撤销。' },
  play: async () => {
    await screen.findByRole('alertdialog', { name: '删除 主仓库？' });
    await expect(screen.getByRole('button', { name: '删除' })).toBeVisible();
  },
};
