import { uploadedFileEndpoints, uploadMaxBytes } from '@inventory/contracts';
import { abpErrorResponse, mockPath } from '@inventory/contracts/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { useState } from 'react';
import { expect, fireEvent, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { documentedAs } from '../storybook/documented-as.ts';
import { storyT } from '../storybook/story-i18n.ts';
import { SkuImagesField, type SkuImagesFieldProps } from './sku-images-field.tsx';
import { mockUpload, pngFile, stalledUpload, storedImage } from './story-fixtures.ts';

type DemoProps = Omit<SkuImagesFieldProps, 'value'> & { initial: string[] };

/** Story-only: the field inside a form that keeps its value, as the SKU form's `images` does. */
function ImagesFieldDemo({ initial, onChange, ...props }: DemoProps) {
  const [value, setValue] = useState(initial);
  return (
    <SkuImagesField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

// The store's refusal as the server words it (server data, shown verbatim).
const refusal = 'The file must be sent as image/png, the type the upload link was made for.';

const meta = {
  title: 'SKU/SkuImagesField',
  component: documentedAs<DemoProps>(SkuImagesField),
  render: (args) => <ImagesFieldDemo {...args} />,
  args: { initial: [], onChange: fn(), onBusyChange: fn(), upload: mockUpload() },
} satisfies Meta<typeof ImagesFieldDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

type Context = { canvasElement: HTMLElement; globals: Record<string, unknown> };
const input = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('[data-testid="sku-images-input"]')!;
const choose = (canvasElement: HTMLElement, ...files: File[]) =>
  fireEvent.change(input(canvasElement), { target: { files } });

/** No image yet: the drop zone, the file button and the limits. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }: Context) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('skuMedia:images.empty'))).toBeVisible();
    await expect(canvas.getByRole('group', { name: t('skuMedia:images.label') })).toBeVisible();
  },
};

/** The file button works by keyboard: Tab to it, Enter opens the browser's file chooser. */
export const KeyboardChoose: Story = {
  play: async ({ canvasElement, globals }: Context) => {
    const t = storyT({ globals });
    const open = spyOn(input(canvasElement), 'click').mockImplementation(() => {});
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: t('skuMedia:images.choose') });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(open).toHaveBeenCalledOnce();
  },
};

/** Three images saved with the SKU: thumbnails, remove, and reorder (the first is the cover). */
export const Uploaded: Story = {
  args: { initial: [storedImage('apple'), storedImage('pear'), storedImage('plum')] },
  play: async ({ canvasElement, args, globals }: Context & { args: DemoProps }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: t('skuMedia:images.moveLater', { index: 1 }) }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      storedImage('pear'),
      storedImage('apple'),
      storedImage('plum'),
    ]);
    await userEvent.click(canvas.getByRole('button', { name: t('skuMedia:images.remove', { index: 3 }) }));
    await expect(args.onChange).toHaveBeenLastCalledWith([storedImage('pear'), storedImage('apple')]);
    await expect(
      canvas.getByText(new RegExp(t('skuMedia:images.count', { count: 2, max: 20 }))),
    ).toBeVisible();
  },
};

/** Two files chosen at once, sent through the signed URLs of the mocks: both end as thumbnails in the value. */
export const UploadSeveral: Story = {
  play: async ({ canvasElement, args }: Context & { args: DemoProps }) => {
    const canvas = within(canvasElement);
    choose(canvasElement, pngFile('apple'), pngFile('pear'));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(2));
    const urls = (args.onChange as ReturnType<typeof fn>).mock.lastCall![0] as string[];
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(url).toMatch(/\/api\/app\/upload\/file\/.+\.png\?/);
    await waitFor(() => expect(canvas.getAllByTestId('sku-image')).toHaveLength(2));
    // The thumbnails show what was uploaded (the mock serves the bytes back).
    for (const image of canvas.getAllByRole<HTMLImageElement>('img'))
      await waitFor(() => expect(image.naturalWidth).toBe(32));
    await waitFor(() => expect(args.onBusyChange).toHaveBeenLastCalledWith(false));
  },
};

/** While a file is being sent: its preview and a progress bar at 40 %; the form is told to wait. */
export const UploadingWithProgress: Story = {
  args: { initial: [storedImage('pear')], upload: stalledUpload(0.4) },
  play: async ({ canvasElement, args, globals }: Context & { args: DemoProps }) => {
    const t = storyT({ globals });
    choose(canvasElement, pngFile('apple'));
    const bar = await within(canvasElement).findByRole('progressbar', {
      name: t('skuMedia:images.uploading', { name: 'apple.png' }),
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(args.onBusyChange).toHaveBeenLastCalledWith(true);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A GIF dropped on the field is refused before anything is sent, in words. */
export const WrongType: Story = {
  args: { upload: fn(mockUpload()) },
  play: async ({ canvasElement, args, globals }: Context & { args: DemoProps }) => {
    const t = storyT({ globals });
    const gif = new File([new Uint8Array(8)], 'logo.gif', { type: 'image/gif' });
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(gif);
    // A real DataTransfer: the browser's DragEvent takes no plain object for it.
    within(canvasElement)
      .getByTestId('sku-images-dropzone')
      .dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('skuMedia:errors.wrongType', { name: 'logo.gif' }));
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

/** A file over the upload limit is refused before it is sent, naming both sizes. */
export const TooLarge: Story = {
  args: { upload: fn(mockUpload()) },
  play: async ({ canvasElement, args, globals }: Context & { args: DemoProps }) => {
    const t = storyT({ globals });
    const big = new File([new Uint8Array(uploadMaxBytes + 5 * 1024 * 1024)], 'photo.png', {
      type: 'image/png',
    });
    choose(canvasElement, big);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      t('skuMedia:errors.tooLarge', {
        name: 'photo.png',
        size: t('skuMedia:sizes.megabytes', { value: 15 }),
        maxSize: t('skuMedia:sizes.megabytes', { value: 10 }),
      }),
    );
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

/** The store refuses the PUT: the server's words under the preview; Retry sends it again and it lands. */
export const ServerRefusal: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.put(
        mockPath(uploadedFileEndpoints.put),
        () => abpErrorResponse(400, { code: 'Abp:ValidationFailed', message: refusal }),
        { once: true },
      ),
    );
  },
  play: async ({ canvasElement, args, globals }: Context & { args: DemoProps }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    choose(canvasElement, pngFile('plum'));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(refusal);
    await expect(alert).toHaveTextContent(t('skuMedia:images.failed', { name: 'plum.png' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onBusyChange).toHaveBeenLastCalledWith(false));
    await userEvent.click(
      canvas.getByRole('button', { name: t('skuMedia:images.retry', { name: 'plum.png' }) }),
    );
    await waitFor(() => expect(args.onChange).toHaveBeenCalledOnce());
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(canvas.getAllByTestId('sku-image')).toHaveLength(1);
  },
};

/** A failed upload can also be removed: nothing is kept. */
export const RemoveFailed: Story = {
  args: { upload: () => Promise.reject(new TypeError('offline')) },
  play: async ({ canvasElement, args, globals }: Context & { args: DemoProps }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    choose(canvasElement, pngFile('apple'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('errors:network.message'));
    await userEvent.click(canvas.getByRole('button', { name: t('skuMedia:images.remove', { index: 1 }) }));
    await expect(canvas.getByText(t('skuMedia:images.empty'))).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Only the room left is taken: with 19 images, the second of two files is left out and named. */
export const TooMany: Story = {
  args: {
    initial: Array.from({ length: 19 }, (_, i) => storedImage(i % 2 ? 'pear' : 'apple')),
    upload: stalledUpload(0.2),
  },
  play: async ({ canvasElement, globals }: Context) => {
    const t = storyT({ globals });
    choose(canvasElement, pngFile('plum'), pngFile('apple', 'extra.png'));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('skuMedia:errors.tooMany', { count: 1, name: 'extra.png' }));
  },
};
