import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComingSoon } from './coming-soon.tsx';

const meta = {
  title: 'Layout/ComingSoon',
  component: ComingSoon,
  args: { title: 'Purchasing' },
} satisfies Meta<typeof ComingSoon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Purchasing', level: 1 })).toBeVisible();
    await expect(canvas.getByText('Coming soon')).toBeVisible();
  },
};

export const WithoutTitle: Story = { args: { title: undefined } };

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { title: '采购管理' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('敬请期待')).toBeVisible();
  },
};
