import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { framedInDocs } from '../storybook/framed-in-docs.ts';
import { storyT } from '../storybook/story-i18n.ts';
import { AuthenticatingOverlay } from './authenticating-overlay.tsx';

const meta = {
  title: 'Layout/AuthenticatingOverlay',
  component: AuthenticatingOverlay,
  parameters: { layout: 'fullscreen', ...framedInDocs(320) },
  args: { open: true },
} satisfies Meta<typeof AuthenticatingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async (context) => {
    const dialog = await screen.findByRole('dialog', { name: storyT(context)('layout:authenticating') });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Closed: Story = {
  args: { open: false },
  parameters: { visual: { target: 'root' }, docs: { story: { height: '80px' } } },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
