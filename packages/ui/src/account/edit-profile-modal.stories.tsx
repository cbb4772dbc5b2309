import { ApiError, ErrorCodes, type Profile } from '@inventory/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { EditProfileModal } from './edit-profile-modal.tsx';
import { serverMessages } from '../storybook/server-messages.ts';

const profile: Profile = {
  userName: 'admin',
  email: 'admin@demo.example',
  name: 'Ada',
  surname: 'Lovelace',
  phoneNumber: '+44 20 7946 0000',
  isExternal: false,
  hasPassword: true,
  concurrencyStamp: 'stamp-1',
};

function abpError(status: number, error: Record<string, unknown>): ApiError {
  return new ApiError({
    status,
    body: JSON.stringify({ error }),
    headers: new Headers({ _AbpErrorFormat: 'true' }),
  });
}

const meta = {
  title: 'Account/EditProfileModal',
  component: EditProfileModal,
  parameters: { visual: { target: 'viewport' } },
  args: { open: true, profile, onSubmit: fn(async () => undefined), onSaved: fn(), onClose: fn() },
} satisfies Meta<typeof EditProfileModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Edit profile' });
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await expect(name).toHaveValue('Ada');
    await userEvent.clear(name);
    await userEvent.type(name, 'Augusta Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Augusta Ada', userName: 'admin', concurrencyStamp: 'stamp-1' }),
    );
  },
};

export const Loading: Story = {
  args: { profile: undefined },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Edit profile' });
    await expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  args: { profile: undefined, loadError: abpError(500, { message: serverMessages.internalFailure }) },
  play: async () => {
    await expect(await screen.findByText('Server Unavailable')).toBeVisible();
  },
};

export const RequiredAndEmail: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.clear(screen.getByRole('textbox', { name: /^Name/ }));
    await userEvent.clear(screen.getByRole('textbox', { name: /User name/ }));
    const email = screen.getByRole('textbox', { name: /Email/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(2));
    await expect(screen.getByText('Enter a valid email address')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerFieldErrors: Story = {
  args: {
    onSubmit: fn(async () => {
      throw abpError(403, {
        code: ErrorCodes.DuplicateUserName,
        message: serverMessages.userNameTaken,
      });
    }),
  },
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(serverMessages.userNameTaken)).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const ValidationFromServer: Story = {
  args: {
    onSubmit: fn(async () => {
      throw abpError(400, {
        code: ErrorCodes.ValidationFailed,
        message: serverMessages.requestNotValid,
        validationErrors: [{ message: serverMessages.emailTaken, members: ['email'] }],
      });
    }),
  },
  play: async () => {
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(serverMessages.emailTaken)).toBeVisible();
    await expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { profile: { ...profile, name: '小明', surname: '王', userName: 'wangxiaoming' } },
  play: async () => {
    await screen.findByRole('dialog', { name: '编辑资料' });
  },
};
