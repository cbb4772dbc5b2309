import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { bulkAction, findVisible, pngFile, storyT } from '@inventory/ui/storybook';
import { renderRouteStory, routeStoryParameters, type RouteStoryArgs } from '../storybook/route-story.tsx';
import { SkusRoute } from './skus-route.tsx';

/** /sys/unit as the app mounts it: images uploaded through the signed URLs, the QR code, printable labels. */
const meta = {
  title: 'SKU/SkusRoute media',
  component: SkusRoute,
  render: (args: RouteStoryArgs, context) => renderRouteStory(args, context),
  parameters: { ...routeStoryParameters },
  args: { url: '/sys/unit' },
} satisfies Meta<RouteStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An SKU created with an image: uploaded through the signed URL, and its thumbnail leads its row. */
export const CreateWithImage: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    await findVisible(canvas.findByRole('row', { name: /Rice Cracker/ }));
    await userEvent.click(canvas.getByRole('button', { name: t('sku:actions.create') }));
    const dialog = await findVisible(screen.findByRole('dialog', { name: t('sku:dialogs.createTitle') }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(`^${t('sku:fields.name')}`) }),
      'Plum Jam',
    );
    const file = dialog.querySelector<HTMLInputElement>('[data-testid="sku-images-input"]');
    if (!file) throw new Error('no file input in the SKU form');
    fireEvent.change(file, { target: { files: [pngFile('plum')] } });
    await waitFor(() => expect(within(dialog).getAllByTestId('sku-image')).toHaveLength(1));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: t('common:actions.save') })).toBeEnabled(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.save') }));
    const row = await findVisible(canvas.findByRole('row', { name: /Plum Jam/ }));
    const thumbnail = within(row).getByRole<HTMLImageElement>('img', {
      name: t('sku:images.thumbnail', { name: 'Plum Jam' }),
    });
    await waitFor(() => expect(thumbnail.naturalWidth).toBeGreaterThan(0));
  },
};

/** Editing an SKU shows its QR code: its code, for a scanner at the shelf. */
export const EditShowsQrCode: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const row = await findVisible(within(canvasElement).findByRole('row', { name: /Rice Cracker/ }));
    await userEvent.click(within(row).getByRole('button', { name: t('common:actions.edit') }));
    const dialog = await findVisible(screen.findByRole('dialog', { name: t('sku:dialogs.editTitle') }));
    await expect(
      within(dialog).getByRole('img', { name: t('skuMedia:qr.label', { code: 'SKU-0002' }) }),
    ).toBeVisible();
  },
};

/** Two rows selected, Print labels: the print preview of their labels. */
export const PrintLabelsOfSelected: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    await bulkAction(canvasElement, t, ['Rice Cracker', '绿茶 500ml'], t('sku:actions.printLabels'));
    const dialog = await findVisible(screen.findByRole('dialog', { name: t('skuMedia:labels.title') }));
    await expect(
      within(dialog).getByText(t('skuMedia:labels.summary', { count: 2, pages: 1, perPage: 24 })),
    ).toBeVisible();
  },
};
