import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { system } from '../theme/system.ts';
import { semanticColors } from './theme-tokens.ts';
import { ColorSwatches } from './token-lists.tsx';

const meta = {
  title: 'Foundations/Colours',
  component: ColorSwatches,
  // The values are the theme's, not something to edit here.
  argTypes: { tokens: { table: { disable: true } } },
  parameters: {
    controls: { disable: true },
    docs: {
      description: {
        component:
          'Components never name a palette colour: they ask for a colour by its meaning, and the theme decides ' +
          'which palette colour that is. Every swatch here is painted with the live token of the theme, and lists ' +
          'the palette colour it takes in each colour mode (`_light` is the one the product uses; the `_dark` ' +
          'values are kept so a dark mode can follow, but none is offered yet). Use `brand` for the product’s own ' +
          'accent (primary buttons, focus rings, the active menu entry), `surface` for the large areas (page, ' +
          'panels, the side menu), `status` for the document states and `fg`, `bg` and `border` for text, ' +
          'backgrounds and lines everywhere else.',
      },
    },
  },
  args: { tokens: semanticColors('brand') },
} satisfies Meta<typeof ColorSwatches>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A swatch shows the colour the token resolves to in this theme, not a copy of it. */
async function paintsTheToken(canvasElement: HTMLElement, name: string) {
  const swatchName = within(canvasElement).getByText(name);
  const swatch = swatchName.closest('li')?.firstElementChild;
  if (!(swatch instanceof HTMLElement)) throw new Error(`no swatch for ${name}`);
  const probe = document.createElement('span');
  probe.style.color = system.token.var(`colors.${name}`);
  canvasElement.append(probe);
  const expected = getComputedStyle(probe).color;
  probe.remove();
  await expect(getComputedStyle(swatch).backgroundColor).toBe(expected);
}

export const Brand: Story = {
  play: async ({ canvasElement }) => {
    await paintsTheToken(canvasElement, 'brand.solid');
  },
};

export const Surfaces: Story = { args: { tokens: semanticColors('surface') } };

/** One colour set per document state: the status badge and every list use these. */
export const DocumentStatus: Story = {
  args: { tokens: semanticColors('status') },
  play: async ({ canvasElement }) => {
    await paintsTheToken(canvasElement, 'status.finish.bg');
  },
};

export const Text: Story = { args: { tokens: semanticColors('fg') } };

export const Backgrounds: Story = { args: { tokens: semanticColors('bg') } };

export const Borders: Story = { args: { tokens: semanticColors('border') } };
