import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyT } from '../storybook/story-i18n.ts';
import { SkuQrCode } from './sku-qr-code.tsx';

const meta = {
  title: 'SKU/SkuQrCode',
  component: SkuQrCode,
  args: { code: 'SKU000001' },
} satisfies Meta<typeof SkuQrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The SKU's code as a QR code with the code printed under it; one image named by the code. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: t('skuMedia:qr.label', { code: args.code }) });
    await expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    await expect(canvas.getByText(args.code)).toBeVisible();
  },
};

/** The same code always draws the same pattern (screenshots and printed labels depend on it). */
export const Deterministic: Story = {
  render: (args) => (
    <>
      <SkuQrCode {...args} size="sm" />
      <SkuQrCode {...args} size="sm" showCode={false} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const paths = [...canvasElement.querySelectorAll('svg path')].map((p) => p.getAttribute('d'));
    await expect(paths).toHaveLength(2);
    await expect(paths[0]).toBe(paths[1]);
  },
};

/** A long code (64 characters, the contract's limit) still encodes and wraps under the code. */
export const LongCode: Story = {
  args: { code: 'SP-2026-11-23-ORGANIC-FUJI-APPLE-GIFT-BOX-5KG-0000000000000000001', size: 'lg' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(args.code)).toBeVisible();
  },
};
