import { Button, HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { notify } from './toaster.tsx';

/** Stand-in trigger: in the app, notify() is called after a successful save. */
function NotifyDemo() {
  return (
    <HStack>
      <Button onClick={() => notify({ type: 'success', title: 'Modified successfully' })}>Success</Button>
      <Button onClick={() => notify({ type: 'error', title: 'Could not save' })}>Error</Button>
    </HStack>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: NotifyDemo,
  // Toasts are portalled and time out after 3 s: the screenshot covers the triggers only, the play asserts the rest.
} satisfies Meta<typeof NotifyDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneAtATime: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Success' }));
    await screen.findByText('Modified successfully');
    await userEvent.click(screen.getByRole('button', { name: 'Error' }));
    await screen.findByText('Could not save');
    await waitFor(() => expect(screen.queryByText('Modified successfully')).toBeNull());
  },
};
