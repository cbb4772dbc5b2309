import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { GlobalLoadingIndicator } from './global-loading-indicator.tsx';

const meta = {
  title: 'Layout/GlobalLoadingIndicator',
  component: GlobalLoadingIndicator,
  parameters: { layout: 'fullscreen', visual: { target: 'viewport' } },
  args: { count: 1 },
} satisfies Meta<typeof GlobalLoadingIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async () => {
    await expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Idle: Story = {
  args: { count: 0 },
  play: async () => {
    await expect(screen.queryByRole('progressbar')).toBeNull();
  },
};
