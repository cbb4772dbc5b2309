import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { AuthenticatingOverlay } from './authenticating-overlay.tsx';

const meta = {
  title: 'Layout/AuthenticatingOverlay',
  component: AuthenticatingOverlay,
  parameters: { layout: 'fullscreen', visual: { target: 'viewport' } },
  args: { open: true },
} satisfies Meta<typeof AuthenticatingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    await expect(screen.getByRole('dialog', { name: 'Signing you in…' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async () => {
    await expect(screen.getByRole('dialog', { name: '正在登录…' })).toBeVisible();
  },
};

export const Closed: Story = {
  args: { open: false },
  parameters: { visual: { target: 'root' } },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
