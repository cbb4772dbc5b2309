import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, waitFor, within } from 'storybook/test';
import type { MenuItemKey } from './menu-model.ts';
import { documentedAs } from '../storybook/documented-as.ts';
import { storyT } from '../storybook/story-i18n.ts';
import { ComingSoon } from './coming-soon.tsx';

/** Story-only: titled by a menu entry, as the app's coming-soon routes are. */
function ComingSoonDemo({ item }: { item?: MenuItemKey }) {
  const { t } = useTranslation('menu');
  return <ComingSoon title={item ? t(`items.${item}`) : undefined} />;
}

const meta = {
  title: 'Layout/ComingSoon',
  component: documentedAs<{ item?: MenuItemKey }>(ComingSoon),
  render: (args) => <ComingSoonDemo {...args} />,
  args: { item: 'purchasing' },
} satisfies Meta<typeof ComingSoonDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: t('menu:items.purchasing'), level: 1 })).toBeVisible(),
    );
    await waitFor(() => expect(canvas.getByText(t('common:comingSoon.title'))).toBeVisible());
  },
};

export const WithoutTitle: Story = { args: { item: undefined } };
