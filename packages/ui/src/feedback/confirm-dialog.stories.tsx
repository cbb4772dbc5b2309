import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { documentedAs } from '../storybook/documented-as.ts';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

type ConfirmDialogDemoProps = Omit<ConfirmDialogProps, 'title' | 'message'> & {
  /** Deleting a named record, or a generic confirmation (e.g. submitting a document). */
  subject: { kind: 'delete'; name: string } | { kind: 'submit' };
};

/** Story-only: the dialog with the texts its callers pass, translated like the app does. */
function ConfirmDialogDemo({ subject, ...props }: ConfirmDialogDemoProps) {
  const { t } = useTranslation('common');
  const texts =
    subject.kind === 'delete'
      ? {
          title: t('confirm.deleteTitle', { name: subject.name }),
          message: t('confirm.deleteMessage', { name: subject.name }),
        }
      : { title: t('confirm.title'), message: t('confirm.submitMessage') };
  return <ConfirmDialog {...props} {...texts} />;
}

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: documentedAs<ConfirmDialogDemoProps>(ConfirmDialog),
  render: (args) => <ConfirmDialogDemo {...args} />,
  parameters: { visual: { target: 'viewport' } },
  args: {
    open: true,
    destructive: true,
    subject: { kind: 'delete', name: 'Main warehouse' },
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialogDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Main warehouse?' });
    await expect(dialog).toHaveTextContent('“Main warehouse” will be deleted. This cannot be undone.');
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
  args: { destructive: false, subject: { kind: 'submit' } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    await expect(dialog).toHaveTextContent('Once submitted, it can no longer be edited.');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { subject: { kind: 'delete', name: '主仓库' } },
  play: async () => {
    await screen.findByRole('alertdialog', { name: '删除 主仓库？' });
    await expect(screen.getByRole('button', { name: '删除' })).toBeVisible();
  },
};
