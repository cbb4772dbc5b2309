import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { resources } from '../i18n/resources.ts';
import { NoAccessScreen } from './no-access-screen.tsx';

const meta = {
  title: 'Layout/NoAccessScreen',
  component: NoAccessScreen,
  args: { onGoHome: fn() },
} satisfies Meta<typeof NoAccessScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const texts = resources.en.errors.noAccess;
    await expect(canvas.getByRole('heading', { name: texts.title, level: 1 })).toBeVisible();
    await expect(canvas.getByText(texts.message)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.home }));
    await expect(args.onGoHome).toHaveBeenCalledOnce();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const texts = resources['zh-Hans'].errors.noAccess;
    await expect(canvas.getByRole('heading', { name: texts.title, level: 1 })).toBeVisible();
    await expect(canvas.getByText(texts.message)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.home }));
    await expect(args.onGoHome).toHaveBeenCalledOnce();
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: resources.en.errors.noAccess.home })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onGoHome).toHaveBeenCalledOnce();
  },
};
