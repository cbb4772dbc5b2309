import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findVisible } from '../storybook/find-visible.ts';
import { storyT } from '../storybook/story-i18n.ts';
import { NoAccessScreen } from './no-access-screen.tsx';

const meta = {
  title: 'Layout/NoAccessScreen',
  component: NoAccessScreen,
  args: { onGoHome: fn() },
} satisfies Meta<typeof NoAccessScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await findVisible(canvas.findByRole('heading', { name: t('errors:noAccess.title'), level: 1 }));
    await findVisible(canvas.findByText(t('errors:noAccess.message')));
    await userEvent.click(canvas.getByRole('button', { name: t('errors:noAccess.home') }));
    await expect(context.args.onGoHome).toHaveBeenCalledOnce();
  },
};

export const ByKeyboard: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const home = await findVisible(canvas.findByRole('button', { name: t('errors:noAccess.home') }));
    await userEvent.tab();
    await expect(home).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(context.args.onGoHome).toHaveBeenCalledOnce();
  },
};
