import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotFoundScreen } from './not-found-screen.tsx';

const meta = {
  title: 'Layout/NotFoundScreen',
  component: NotFoundScreen,
  args: { onGoHome: fn() },
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await expect(canvas.getByText(/There is no page at this address/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the home page' }));
    await expect(args.onGoHome).toHaveBeenCalledOnce();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '返回首页' }));
    await expect(args.onGoHome).toHaveBeenCalledOnce();
  },
};
