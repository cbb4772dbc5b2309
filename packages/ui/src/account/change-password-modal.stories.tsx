import { ApiError, type ChangePassword, ErrorCodes, accountEndpoints } from '@inventory/contracts';
import { createScenarios } from '@inventory/contracts/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { demoClient } from '../storybook/demo-client.ts';
import { ChangePasswordModal } from './change-password-modal.tsx';
import { serverMessages } from '../storybook/server-messages.ts';

const meta = {
  title: 'Account/ChangePasswordModal',
  component: ChangePasswordModal,
  parameters: { visual: { target: 'viewport' } },
  args: { open: true, onSubmit: fn(async () => undefined), onSaved: fn(), onClose: fn() },
} satisfies Meta<typeof ChangePasswordModal>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(current: string, next: string, confirm: string) {
  await screen.findByRole('dialog', { name: 'Change password' });
  if (current) await userEvent.type(screen.getByLabelText(/Current password/), current);
  if (next) await userEvent.type(screen.getByLabelText(/^New password/), next);
  if (confirm) await userEvent.type(screen.getByLabelText(/Confirm new password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

export const Empty: Story = {
  play: async () => {
    await screen.findByRole('dialog', { name: 'Change password' });
    for (const label of [/Current password/, /^New password/, /Confirm new password/]) {
      await expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
    }
  },
};

export const AllRequired: Story = {
  play: async ({ args }) => {
    await fill('', '', '');
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(3));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EntriesDoNotMatch: Story = {
  play: async ({ args }) => {
    await fill('1q2w3E*', 'N3w-secret!', 'N3w-secreT!');
    await expect(await screen.findByText('The two entries do not match')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EntriesDoNotMatchChinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async () => {
    await screen.findByRole('dialog', { name: '修改密码' });
    await userEvent.type(screen.getByLabelText(/当前密码/), '1q2w3E*');
    await userEvent.type(screen.getByLabelText(/^新密码/), 'N3w-secret!');
    await userEvent.type(screen.getByLabelText(/确认新密码/), 'different');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await expect(await screen.findByText('两次输入不一致')).toBeVisible();
  },
};

export const WeakPassword: Story = {
  play: async () => {
    await fill('1q2w3E*', 'abc', 'abc');
    await expect(await screen.findByText(/At least 6 characters/)).toBeVisible();
  },
};

export const Saved: Story = {
  play: async ({ args }) => {
    await fill('1q2w3E*', 'N3w-secret!', 'N3w-secret!');
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currentPassword: '1q2w3E*',
      newPassword: 'N3w-secret!',
    });
    await expect(await screen.findByText('Modified successfully')).toBeVisible();
  },
};

export const IncorrectPassword: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new ApiError({
        status: 403,
        body: JSON.stringify({
          error: { code: ErrorCodes.IncorrectPassword, message: serverMessages.incorrectPassword },
        }),
        headers: new Headers({ _AbpErrorFormat: 'true' }),
      });
    }),
  },
  play: async ({ args }) => {
    await fill('wrong-Passw0rd!', 'N3w-secret!', 'N3w-secret!');
    await expect(await screen.findByText(serverMessages.incorrectPassword)).toBeVisible();
    await expect(screen.getByLabelText(/Current password/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Through the typed client and the MSW handlers: the demo admin's real password check. */
export const AgainstMockServer: Story = {
  args: {
    onSubmit: fn((body: ChangePassword) => demoClient.call(accountEndpoints.changePassword, { body })),
  },
  play: async ({ args }) => {
    await fill('not-the-Passw0rd!', 'N3w-secret!', 'N3w-secret!');
    await expect(await screen.findByText(serverMessages.incorrectPassword)).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const ServerUnavailable: Story = {
  args: {
    onSubmit: fn((body: ChangePassword) => demoClient.call(accountEndpoints.changePassword, { body })),
  },
  beforeEach: ({ msw }) => {
    msw.use(...createScenarios().unavailable(accountEndpoints.changePassword, 502));
  },
  play: async () => {
    await fill('1q2w3E*', 'N3w-secret!', 'N3w-secret!');
    await expect(await screen.findByText('Server Unavailable')).toBeVisible();
  },
};
