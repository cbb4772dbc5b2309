import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyT } from '../storybook/story-i18n.ts';
import { SignInErrorScreen } from './sign-in-error-screen.tsx';

const meta = {
  title: 'SignIn/SignInErrorScreen',
  component: SignInErrorScreen,
  parameters: { layout: 'fullscreen' },
  args: { error: new Error('State does not match'), onTryAgain: fn() },
} satisfies Meta<typeof SignInErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StateMismatch: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: t('errors:signIn.title') })).toBeVisible(),
    );
    await waitFor(() => expect(canvas.getByText(t('errors:signIn.reasons.stateMismatch'))).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: t('errors:signIn.tryAgain') }));
    await expect(context.args.onTryAgain).toHaveBeenCalledOnce();
  },
};

export const NoMatchingState: Story = {
  args: { error: new Error('No matching state found in storage') },
  play: async (context) => {
    const text = storyT(context)('errors:signIn.reasons.noMatchingState');
    await waitFor(() => expect(within(context.canvasElement).getByText(text)).toBeVisible());
  },
};

export const NetworkTimedOut: Story = {
  args: { error: new Error('Network timed out') },
  play: async (context) => {
    const text = storyT(context)('errors:signIn.reasons.networkTimeout');
    await waitFor(() => expect(within(context.canvasElement).getByText(text)).toBeVisible());
  },
};

export const RefusedByProvider: Story = {
  args: {
    error: Object.assign(new Error('access_denied'), {
      error: 'access_denied',
      error_description: 'access denied by resource owner',
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await waitFor(() =>
      expect(canvas.getByText(storyT(context)('errors:signIn.reasons.refused'))).toBeVisible(),
    );
    await waitFor(() => expect(canvas.getByText(/access denied by resource owner/)).toBeVisible());
  },
};

export const MissingSubject: Story = {
  args: { error: new Error('ID Token is missing a subject claim') },
  play: async (context) => {
    const text = storyT(context)('errors:signIn.reasons.missingSubject');
    await waitFor(() => expect(within(context.canvasElement).getByText(text)).toBeVisible());
  },
};
