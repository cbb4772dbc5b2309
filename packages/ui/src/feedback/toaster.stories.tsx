import { Button, HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { storyT } from '../storybook/story-i18n.ts';
import { notify, Toaster } from './toaster.tsx';

/** Stand-in trigger: in the app, notify() is called after a save succeeds or fails. */
function NotifyDemo() {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <HStack>
      <Button onClick={() => notify({ type: 'success', title: t('common:messages.modifySucceeded') })}>
        {t('common:actions.save')}
      </Button>
      <Button onClick={() => notify({ type: 'error', title: t('errors:unexpected.message') })}>
        {t('common:actions.delete')}
      </Button>
    </HStack>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Toaster,
  render: () => <NotifyDemo />,
  // Toasts are portalled and time out after 3 s: the screenshot covers the triggers only, the play asserts the rest.
} satisfies Meta<typeof NotifyDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The toasts' code loads once the page is idle, before any notification (first in this file, so no toast has loaded
 * it): a save's first confirmation does not wait for it.
 */
export const ReadyBeforeTheFirstToast: Story = {
  play: async () => {
    await waitFor(() =>
      expect(document.querySelector('[data-scope="toast"][data-part="group"]')).not.toBeNull(),
    );
  },
};

export const OneAtATime: Story = {
  play: async (context) => {
    const t = storyT(context);
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await screen.findByText(t('common:messages.modifySucceeded'), {});
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.delete') }));
    // One toast at a time: the second shows once the first has left, after its exit animation.
    await screen.findByText(t('errors:unexpected.message'), {});
    await waitFor(() => expect(screen.queryByText(t('common:messages.modifySucceeded'))).toBeNull());
  },
};
