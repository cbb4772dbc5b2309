import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyT } from '../storybook/story-i18n.ts';
import { NotFoundScreen } from './not-found-screen.tsx';

const meta = {
  title: 'Layout/NotFoundScreen',
  component: NotFoundScreen,
  args: { onGoHome: fn() },
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: t('errors:pageNotFound.title'), level: 1 })).toBeVisible(),
    );
    await waitFor(() => expect(canvas.getByText(t('errors:pageNotFound.message'))).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: t('errors:pageNotFound.home') }));
    await expect(context.args.onGoHome).toHaveBeenCalledOnce();
  },
};
