import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import type { MenuItemKey } from './menu-model.ts';
import { documentedAs } from '../storybook/documented-as.ts';
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Purchasing', level: 1 })).toBeVisible();
    await expect(canvas.getByText('Coming soon')).toBeVisible();
  },
};

export const WithoutTitle: Story = { args: { item: undefined } };

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '采购管理' })).toBeVisible();
    await expect(within(canvasElement).getByText('敬请期待')).toBeVisible();
  },
};
