import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
    await expect(canvas.getByText(/state mismatch/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onTryAgain).toHaveBeenCalledOnce();
  },
};

export const NoMatchingState: Story = {
  args: { error: new Error('No matching state found in storage') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No matching sign-in was found/)).toBeVisible();
  },
};

export const NetworkTimedOut: Story = {
  args: { error: new Error('Network timed out') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/network timed out/)).toBeVisible();
  },
};

export const RefusedByProvider: Story = {
  args: {
    error: Object.assign(new Error('access_denied'), {
      error: 'access_denied',
      error_description: 'access denied by resource owner',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The sign-in server refused the sign-in.')).toBeVisible();
    await expect(canvas.getByText(/access denied by resource owner/)).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { error: new Error('ID Token is missing a subject claim') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '登录失败' })).toBeVisible();
    await expect(canvas.getByText(/缺少用户标识/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onTryAgain).toHaveBeenCalledOnce();
  },
};
