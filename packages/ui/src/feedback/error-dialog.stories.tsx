import { ApiError } from '@inventory/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { framedInDocs } from '../storybook/framed-in-docs.ts';
import { serverMessages } from '../storybook/server-messages.ts';
import { storyT } from '../storybook/story-i18n.ts';
import { ErrorDialog } from './error-dialog.tsx';

function apiError(status: number, message?: string): ApiError {
  const body = message === undefined ? '' : JSON.stringify({ error: { code: null, message } });
  return new ApiError({ status, body, headers: new Headers({ _AbpErrorFormat: 'true' }) });
}

/**
 * The errors the dialog explains, chosen by name: args hold the key and `mapping` hands the component the error.
 * Docs clone args, and an Error is cloned by calling its constructor with no arguments, which an ApiError cannot
 * take; a key also gives QA a select in Controls.
 */
const errors = {
  badRequest: apiError(400, serverMessages.requestNotValid),
  incorrectPassword: apiError(403, serverMessages.incorrectPassword),
  incorrectPasswordInChinese: apiError(403, '密码错误。'),
  serverUnavailable: apiError(502),
  serverErrorWithDetails: apiError(500, 'NullReferenceException at Foo.Bar()'),
  notFound: apiError(404, 'There is no entity Warehouse with id = 0191b3c4-5d6e-7f80-9a1b-2c3d4e5f6a7b!'),
  conflict: apiError(409, 'The data you have submitted has already changed by another user.'),
  unexpectedStatus: apiError(418),
  networkFailure: new TypeError('Failed to fetch'),
  none: null,
};

const meta = {
  title: 'Feedback/ErrorDialog',
  component: ErrorDialog,
  parameters: framedInDocs(400),
  argTypes: { error: { control: 'select', options: Object.keys(errors), mapping: errors } },
  args: { onClose: fn(), error: 'badRequest' satisfies keyof typeof errors },
} satisfies Meta<typeof ErrorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the dialog as a person does (there and visible, after its enter animation). */
async function openDialog(name?: string) {
  const dialog = await screen.findByRole('alertdialog', name === undefined ? {} : { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

export const BadRequest: Story = {
  play: async (context) => {
    const t = storyT(context);
    const dialog = await openDialog(t('errors:requestError.title'));
    await expect(dialog).toHaveTextContent(serverMessages.requestNotValid);
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.ok') }));
    await waitFor(() => expect(context.args.onClose).toHaveBeenCalledOnce());
  },
};

export const IncorrectPassword: Story = {
  args: { error: 'incorrectPassword' },
  play: async (context) => {
    const dialog = await openDialog(storyT(context)('errors:requestError.title'));
    await expect(dialog).toHaveTextContent(serverMessages.incorrectPassword);
  },
};

export const ServerUnavailable: Story = {
  args: { error: 'serverUnavailable' },
  play: async (context) => {
    const t = storyT(context);
    const dialog = await openDialog(t('errors:serverError.title'));
    await expect(dialog).toHaveTextContent(t('errors:serverError.message'));
  },
};

export const ServerErrorHidesDetails: Story = {
  args: { error: 'serverErrorWithDetails' },
  play: async (context) => {
    const dialog = await openDialog(storyT(context)('errors:serverError.title'));
    await expect(dialog).not.toHaveTextContent('NullReferenceException');
  },
};

export const NotFound: Story = {
  args: { error: 'notFound' },
  play: async (context) => {
    await openDialog(storyT(context)('errors:notFound.title'));
  },
};

export const Conflict: Story = {
  args: { error: 'conflict' },
  play: async (context) => {
    await openDialog(storyT(context)('errors:conflict.title'));
  },
};

export const UnexpectedStatus: Story = {
  args: { error: 'unexpectedStatus' },
  play: async (context) => {
    const dialog = await openDialog();
    await expect(dialog).toHaveTextContent(storyT(context)('errors:unexpected.message'));
  },
};

export const NetworkFailure: Story = {
  args: { error: 'networkFailure' },
  play: async (context) => {
    const dialog = await openDialog(storyT(context)('errors:network.title'));
    await expect(dialog).toHaveTextContent(storyT(context)('errors:network.message'));
  },
};

/** The server's message in Chinese (the data, not the interface: the locale toolbar switches that). */
export const ChineseServerMessage: Story = {
  args: { error: 'incorrectPasswordInChinese' },
  play: async (context) => {
    const dialog = await openDialog(storyT(context)('errors:requestError.title'));
    await expect(dialog).toHaveTextContent('密码错误。');
  },
};

export const Closed: Story = {
  args: { error: 'none' },
  parameters: { visual: { target: 'root' }, docs: { story: { height: '80px' } } },
  play: async () => {
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};
