import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenWidths } from '../theme/screen-widths.ts';
import { BreakpointScale } from './token-lists.tsx';

const meta = {
  title: 'Foundations/Breakpoints',
  component: BreakpointScale,
  // The values are the theme's, not something to edit here.
  argTypes: { widths: { table: { disable: true } } },
  parameters: {
    controls: { disable: true },
    docs: {
      description: {
        component:
          'Three widths shape the layout: `compact` (720 px), `regular` (1280 px, the desktop every screen is ' +
          'drawn for) and `wide` (1920 px). Below `compact` the app shell has no room for its menu beside the page ' +
          'and moves it into a drawer behind a menu button. The viewport toolbar offers each width and the ' +
          'smallest phone (320 px); the shell measures its own width, so a narrow frame in a docs page shows the ' +
          'narrow shell too. Minimum column width in a grid is 100 px.',
      },
    },
  },
  args: { widths: screenWidths },
} satisfies Meta<typeof BreakpointScale>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ScreenWidths: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const width of Object.values(screenWidths)) {
      await expect(canvas.getByText(`${width}px`)).toBeVisible();
    }
  },
};
