import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { framedInDocs } from '../storybook/framed-in-docs.ts';
import { storyT } from '../storybook/story-i18n.ts';
import { GlobalLoadingIndicator } from './global-loading-indicator.tsx';

const meta = {
  title: 'Layout/GlobalLoadingIndicator',
  component: GlobalLoadingIndicator,
  parameters: { layout: 'fullscreen', ...framedInDocs(80) },
  args: { count: 1 },
} satisfies Meta<typeof GlobalLoadingIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async (context) => {
    const name = storyT(context)('layout:loading');
    await expect(screen.getByRole('progressbar', { name })).toBeInTheDocument();
  },
};

export const Idle: Story = {
  args: { count: 0 },
  play: async () => {
    await expect(screen.queryByRole('progressbar')).toBeNull();
  },
};
