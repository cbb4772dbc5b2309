import { ApiError } from '@inventory/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ErrorDialog } from './error-dialog.tsx';

function apiError(status: number, message?: string): ApiError {
  const body = message === undefined ? '' : JSON.stringify({ error: { code: null, message } });
  return new ApiError({ status, body, headers: new Headers({ _AbpErrorFormat: 'true' }) });
}

const meta = {
  title: 'Feedback/ErrorDialog',
  component: ErrorDialog,
  parameters: { visual: { target: 'viewport' } },
  args: { onClose: fn(), error: apiError(400, 'Your request is not valid!') },
} satisfies Meta<typeof ErrorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BadRequest: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Request Error' });
    await expect(dialog).toHaveTextContent('Your request is not valid!');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

export const IncorrectPassword: Story = {
  args: { error: apiError(403, 'Incorrect password.') },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Request Error' });
    await expect(dialog).toHaveTextContent('Incorrect password.');
  },
};

export const ServerUnavailable: Story = {
  args: { error: apiError(502) },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Server Error' });
    await expect(dialog).toHaveTextContent('Server Unavailable');
  },
};

export const ServerErrorHidesDetails: Story = {
  args: { error: apiError(500, 'NullReferenceException at Foo.Bar()') },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Server Error' });
    await expect(dialog).not.toHaveTextContent('NullReferenceException');
  },
};

export const NotFound: Story = {
  args: {
    error: apiError(404, 'There is no entity Warehouse with id = 0191b3c4-5d6e-7f80-9a1b-2c3d4e5f6a7b!'),
  },
  play: async () => {
    await screen.findByRole('alertdialog', { name: 'Not Found' });
  },
};

export const Conflict: Story = {
  args: { error: apiError(409, 'The data you have submitted has already changed by another user.') },
  play: async () => {
    await screen.findByRole('alertdialog', { name: 'Data Changed' });
  },
};

export const UnexpectedStatus: Story = {
  args: { error: apiError(418) },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('An unexpected server error occurred.');
  },
};

export const NetworkFailure: Story = {
  args: { error: new TypeError('Failed to fetch') },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { error: apiError(403, '密码错误。') },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: '请求错误' });
    await expect(dialog).toHaveTextContent('密码错误。');
  },
};

export const Closed: Story = {
  args: { error: null },
  parameters: { visual: { target: 'root' } },
  play: async () => {
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};
