import { Button, HStack, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, screen, userEvent, within } from 'storybook/test';
import { StatusBadge } from '../feedback/status-badge.tsx';
import { notify } from '../feedback/toaster.tsx';
import { createI18n } from '../i18n/create-i18n.ts';
import { findVisible } from '../storybook/find-visible.ts';
import { storyT } from '../storybook/story-i18n.ts';
import { UiProvider } from './ui-provider.tsx';

/** Story-only: components that need the provider: a recipe of the theme, texts, and a toast. */
function Sample() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="4" align="start">
      <HStack>
        <StatusBadge state="Draft" />
        <StatusBadge state="Processing" />
        <StatusBadge state="Finish" />
        <StatusBadge state="Discard" />
      </HStack>
      <Button
        colorPalette="brand"
        onClick={() => notify({ type: 'success', title: t('messages.modifySucceeded') })}
      >
        {t('actions.save')}
      </Button>
    </Stack>
  );
}

const meta: Meta<typeof UiProvider> = {
  title: 'Foundations/UiProvider',
  component: UiProvider,
  // This page shows the provider itself, so Storybook's own provider steps aside.
  parameters: { uiProvider: false, controls: { disable: true } },
  render: (_args, { globals }) => (
    <UiProvider i18n={createI18n(typeof globals['locale'] === 'string' ? globals['locale'] : 'en')}>
      <Sample />
    </UiProvider>
  ),
};
export default meta;
type Story = StoryObj<typeof UiProvider>;

/** Inside the provider the badges take the theme's status colours and every text is in its language. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('common:status.Finish'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.save') }));
    // The toast slides in: wait for it as a person does, not only for it to be in the page.
    await findVisible(screen.findByText(t('common:messages.modifySucceeded')));
  },
};
