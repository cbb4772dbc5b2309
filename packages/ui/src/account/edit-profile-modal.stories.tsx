import { ApiError, ErrorCodes, type Profile } from '@inventory/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { findVisible } from '../storybook/find-visible.ts';
import { EditProfileModal } from './edit-profile-modal.tsx';
import { framedInDocs } from '../storybook/framed-in-docs.ts';
import { serverMessages } from '../storybook/server-messages.ts';
import { storyT } from '../storybook/story-i18n.ts';

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
  parameters: framedInDocs(640),
  args: { open: true, profile, onSubmit: fn(async () => undefined), onSaved: fn(), onClose: fn() },
} satisfies Meta<typeof EditProfileModal>;
export default meta;
type Story = StoryObj<typeof meta>;
type T = ReturnType<typeof storyT>;

/** Waits for the dialog as a person does (there and visible, after its enter animation). */
async function openDialog(t: T) {
  const dialog = await screen.findByRole('dialog', { name: t('account:profile.title') });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const field = (t: T, name: 'name' | 'userName' | 'email') =>
  screen.getByRole('textbox', { name: new RegExp(`^${t(`account:profile.fields.${name}`)}`) });
const save = (t: T) => screen.getByRole('button', { name: t('common:actions.save') });

export const Default: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    await openDialog(t);
    const name = field(t, 'name');
    await expect(name).toHaveValue('Ada');
    await userEvent.clear(name);
    await userEvent.type(name, 'Augusta Ada');
    await userEvent.click(save(t));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Augusta Ada', userName: 'admin', concurrencyStamp: 'stamp-1' }),
    );
  },
};

export const Loading: Story = {
  args: { profile: undefined },
  play: async (context) => {
    const t = storyT(context);
    await openDialog(t);
    await expect(save(t)).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  args: { profile: undefined, loadError: abpError(500, { message: serverMessages.internalFailure }) },
  play: async (context) => {
    const t = storyT(context);
    await openDialog(t);
    const message = await screen.findByText(t('errors:serverError.message'));
    await waitFor(() => expect(message).toBeVisible());
  },
};

export const RequiredAndEmail: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    await openDialog(t);
    await userEvent.clear(field(t, 'name'));
    await userEvent.clear(field(t, 'userName'));
    const email = field(t, 'email');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(save(t));
    await waitFor(() => expect(screen.getAllByText(t('validation:required'))).toHaveLength(2));
    await waitFor(() => expect(screen.getByText(t('validation:email'))).toBeVisible());
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
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    await openDialog(t);
    await userEvent.click(save(t));
    await findVisible(screen.findByText(serverMessages.userNameTaken));
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
  play: async (context) => {
    const t = storyT(context);
    await openDialog(t);
    await userEvent.click(save(t));
    await findVisible(screen.findByText(serverMessages.emailTaken));
    await expect(field(t, 'email')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A profile in Chinese (the data, not the interface: the locale toolbar switches that). */
export const ChineseData: Story = {
  args: { profile: { ...profile, name: '小明', surname: '王', userName: 'wangxiaoming' } },
  play: async (context) => {
    const t = storyT(context);
    await openDialog(t);
    await expect(field(t, 'name')).toHaveValue('小明');
  },
};
