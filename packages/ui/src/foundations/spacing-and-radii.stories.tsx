import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scale } from './theme-tokens.ts';
import { RadiusScale, SpacingScale } from './token-lists.tsx';

const meta = {
  title: 'Foundations/Spacing and radii',
  component: SpacingScale,
  // The values are the theme's, not something to edit here.
  argTypes: { steps: { table: { disable: true } } },
  parameters: {
    controls: { disable: true },
    docs: {
      description: {
        component:
          'Spacing steps are quarters of the 16 px root size: `2` is 8 px, `4` is 16 px, `6` is 24 px. Those three ' +
          'are the small, middle and large gaps of every screen; grids use 8 px between columns and 4 px between ' +
          'rows. Corners use the layered radii `l1` to `l3`, which point at a step of the radius scale, so one ' +
          'change in the theme rounds every control alike.',
      },
    },
  },
  args: { steps: scale('spacing') },
} satisfies Meta<typeof SpacingScale>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Spacing: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByText('4').closest('li')?.lastElementChild;
    if (!(bar instanceof HTMLElement)) throw new Error('no bar for spacing 4');
    await expect(bar.getBoundingClientRect().width).toBe(16);
  },
};

export const Radii: Story = {
  render: () => <RadiusScale steps={scale('radii')} />,
  play: async ({ canvasElement }) => {
    const square = within(canvasElement).getByText('l2').closest('li')?.firstElementChild;
    if (!(square instanceof HTMLElement)) throw new Error('no square for l2');
    await expect(getComputedStyle(square).borderTopLeftRadius).toBe('4px');
  },
};
