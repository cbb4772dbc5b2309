import { HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './status-badge.tsx';

const meta = {
  title: 'Feedback/StatusBadge',
  component: StatusBadge,
  args: { state: 'Draft' },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Draft')).toBeVisible();
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

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { state: 'Processing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('进行中')).toBeVisible();
  },
};
