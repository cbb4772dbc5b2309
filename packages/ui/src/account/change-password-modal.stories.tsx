import { ApiError, type ChangePassword, ErrorCodes, accountEndpoints } from '@inventory/contracts';
import { createScenarios } from '@inventory/contracts/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { findVisible } from '../storybook/find-visible.ts';
import { demoClient } from '../storybook/demo-client.ts';
import { framedInDocs } from '../storybook/framed-in-docs.ts';
import { storyT } from '../storybook/story-i18n.ts';
import { ChangePasswordModal } from './change-password-modal.tsx';
import { serverMessages } from '../storybook/server-messages.ts';

const meta = {
  title: 'Account/ChangePasswordModal',
  component: ChangePasswordModal,
  parameters: framedInDocs(),
  args: { open: true, onSubmit: fn(async () => undefined), onSaved: fn(), onClose: fn() },
} satisfies Meta<typeof ChangePasswordModal>;
export default meta;
type Story = StoryObj<typeof meta>;

type T = ReturnType<typeof storyT>;

/** The three fields by their translated labels (required fields carry a marker after the label). */
const fields = (t: T) => [
  screen.getByLabelText(new RegExp(`^${t('account:password.fields.currentPassword')}`)),
  screen.getByLabelText(new RegExp(`^${t('account:password.fields.newPassword')}`)),
  screen.getByLabelText(new RegExp(`^${t('account:password.fields.pwdConfirm')}`)),
];

/** Waits for the dialog as a person does (there and visible, after its enter animation). */
async function openDialog(t: T) {
  const dialog = await screen.findByRole('dialog', { name: t('account:password.title') });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

async function fill(t: T, values: [string, string, string]) {
  await openDialog(t);
  const inputs = fields(t);
  for (const [i, value] of values.entries()) if (value) await userEvent.type(inputs[i]!, value);
  await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
}

export const Empty: Story = {
  play: async (context) => {
    const t = storyT(context);
    await openDialog(t);
    for (const input of fields(t)) await expect(input).toHaveAttribute('type', 'password');
  },
};

export const AllRequired: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    await fill(t, ['', '', '']);
    await waitFor(() => expect(screen.getAllByText(t('validation:required'))).toHaveLength(3));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EntriesDoNotMatch: Story = {
  play: async (context) => {
    const t = storyT(context);
    await fill(t, ['1q2w3E*', 'N3w-secret!', 'N3w-secreT!']);
    await findVisible(screen.findByText(t('validation:passwordMismatch')));
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WeakPassword: Story = {
  play: async (context) => {
    const t = storyT(context);
    await fill(t, ['1q2w3E*', 'abc', 'abc']);
    await findVisible(screen.findByText(t('validation:passwordPolicy', { min: 6 })));
  },
};

export const Saved: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    await fill(t, ['1q2w3E*', 'N3w-secret!', 'N3w-secret!']);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currentPassword: '1q2w3E*',
      newPassword: 'N3w-secret!',
    });
    const toast = await screen.findByText(t('common:messages.modifySucceeded'));
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/** A double click on Save (or Enter twice) sends one change, not two: the second finds the first running. */
export const DoubleClickSavesOnce: Story = {
  args: { onSubmit: fn(() => new Promise<undefined>(() => undefined)) },
  play: async (context) => {
    const t = storyT(context);
    await openDialog(t);
    const inputs = fields(t);
    for (const [i, value] of ['1q2w3E*', 'N3w-secret!', 'N3w-secret!'].entries())
      await userEvent.type(inputs[i]!, value);
    await userEvent.dblClick(screen.getByRole('button', { name: t('common:actions.save') }));
    await waitFor(() => expect(context.args.onSubmit).toHaveBeenCalledOnce());
    await expect(screen.getByRole('button', { name: t('common:actions.save') })).toHaveAttribute(
      'data-loading',
    );
    await expect(context.args.onSubmit).toHaveBeenCalledOnce();
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
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    await fill(t, ['wrong-Passw0rd!', 'N3w-secret!', 'N3w-secret!']);
    await findVisible(screen.findByText(serverMessages.incorrectPassword));
    await expect(fields(t)[0]).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Through the typed client and the MSW handlers: the demo admin's real password check. */
export const AgainstMockServer: Story = {
  args: {
    onSubmit: fn((body: ChangePassword) => demoClient.call(accountEndpoints.changePassword, { body })),
  },
  play: async (context) => {
    const { args } = context;
    await fill(storyT(context), ['not-the-Passw0rd!', 'N3w-secret!', 'N3w-secret!']);
    await findVisible(screen.findByText(serverMessages.incorrectPassword));
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
  play: async (context) => {
    const t = storyT(context);
    await fill(t, ['1q2w3E*', 'N3w-secret!', 'N3w-secret!']);
    await findVisible(screen.findByText(t('errors:serverError.message')));
  },
};
