import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '../storybook/story-i18n.ts';
import { Translated } from '../storybook/translated.tsx';
import { NavLink } from './nav-link.tsx';

const meta = {
  title: 'Layout/NavLink',
  component: NavLink,
  // Story-only guard: a click the link leaves to the browser must not take the story frame away.
  decorators: [
    (Story) => (
      <Box onClick={(event) => event.preventDefault()}>
        <Story />
      </Box>
    ),
  ],
  args: {
    to: '/sys/store',
    onNavigate: fn(),
    children: <Translated k="menu:items.warehouses" />,
    color: 'brand.fg',
    textDecoration: 'underline',
  },
} satisfies Meta<typeof NavLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A plain click goes to the app's router; the link still has a real address for the browser. */
export const PlainClick: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT({ globals });
    const link = within(canvasElement).getByRole('link', { name: t('menu:items.warehouses') });
    await expect(link).toHaveAttribute('href', '/sys/store');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await expect(args.onNavigate).toHaveBeenCalledWith('/sys/store');
  },
};

/** Ctrl/⌘/Shift-click stays with the browser (a new tab or window), so the router is not called. */
export const ModifiedClick: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT({ globals });
    const link = within(canvasElement).getByRole('link', { name: t('menu:items.warehouses') });
    // One user session, so the held key is still down when the click lands.
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}{Shift>}');
    await user.click(link);
    await user.keyboard('{/Shift}');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};
