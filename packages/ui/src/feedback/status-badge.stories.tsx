import { HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyT } from '../storybook/story-i18n.ts';
import { StatusBadge } from './status-badge.tsx';

const meta = {
  title: 'Feedback/StatusBadge',
  component: StatusBadge,
  args: { state: 'Draft' },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = {
  play: async (context) => {
    await waitFor(() =>
      expect(within(context.canvasElement).getByText(storyT(context)('common:status.Draft'))).toBeVisible(),
    );
  },
};

export const AllStates: Story = {
  render: () => (
    <HStack>
      <StatusBadge state="Draft" />
      <StatusBadge state="Processing" />
      <StatusBadge state="Finish" />
      <StatusBadge state="Discard" />
    </HStack>
  ),
};

export const Processing: Story = {
  args: { state: 'Processing' },
  play: async (context) => {
    const text = storyT(context)('common:status.Processing');
    await waitFor(() => expect(within(context.canvasElement).getByText(text)).toBeVisible());
  },
};
