import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scale } from './theme-tokens.ts';
import { TypeScale } from './token-lists.tsx';

const meta = {
  title: 'Foundations/Typography',
  component: TypeScale,
  // The values are the theme's, not something to edit here.
  argTypes: { steps: { table: { disable: true } } },
  parameters: {
    controls: { disable: true },
    docs: {
      description: {
        component:
          'One family for body and headings, chosen so Chinese never falls back to a serif face: Liberation Sans ' +
          'or Arial for Latin text, Noto Sans CJK SC, PingFang SC or Microsoft YaHei for Chinese. Tables and forms ' +
          'use `sm` (14 px); page titles `lg` to `2xl`; hints and badges `xs`. Each line below is set in its size ' +
          'with real ui text, so switching the toolbar to 简体中文 shows the Chinese glyphs at the same sizes.',
      },
    },
  },
  args: { steps: scale('fontSizes') },
} satisfies Meta<typeof TypeScale>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FontSizes: Story = {
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByText('sm').closest('li');
    const sample = row?.lastElementChild;
    if (!(sample instanceof HTMLElement)) throw new Error('no sample line for sm');
    await expect(getComputedStyle(sample).fontSize).toBe('14px');
  },
};

export const FontWeights: Story = { args: { steps: scale('fontWeights') } };

export const LineHeights: Story = { args: { steps: scale('lineHeights') } };
