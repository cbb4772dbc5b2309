import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { documentedAs } from '../storybook/documented-as.ts';
import { findVisible } from '../storybook/find-visible.ts';
import { framedInDocs } from '../storybook/framed-in-docs.ts';
import { storyT } from '../storybook/story-i18n.ts';
import type { LabelSku } from './label-sheet-layout.ts';
import { SkuLabelPrintDialog } from './sku-label-print-dialog.tsx';
import { chineseSku, labelSkus } from './story-fixtures.ts';

interface DemoProps {
  skus: LabelSku[];
  initiallyOpen: boolean;
}

/** Story-only: the bulk action that opens the preview, as the SKU list has it. */
function PrintLabelsDemo({ skus, initiallyOpen }: DemoProps) {
  const { t } = useTranslation('skuMedia');
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('labels.print')}</Button>
      <SkuLabelPrintDialog open={open} onClose={() => setOpen(false)} skus={skus} />
    </>
  );
}

// How labels print is told on the docs page by SkuLabelPrintDialog's own description (the component's JSDoc).
const meta = {
  title: 'SKU/SkuLabelPrintDialog',
  component: documentedAs<DemoProps>(SkuLabelPrintDialog),
  render: (args) => <PrintLabelsDemo {...args} />,
  parameters: framedInDocs(720),
  args: { skus: labelSkus(1), initiallyOpen: true },
} satisfies Meta<typeof PrintLabelsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = (t: ReturnType<typeof storyT>) =>
  findVisible(screen.findByRole('dialog', { name: t('skuMedia:labels.title') }));
const pagesIn = (dialog: HTMLElement) => within(dialog).getAllByTestId('sku-label-page');

/** One SKU: one page with one label; Print calls the browser's print. */
export const OneSku: Story = {
  play: async ({ globals }) => {
    const t = storyT({ globals });
    const print = spyOn(window, 'print').mockImplementation(() => {});
    const dialog = await openDialog(t);
    await expect(pagesIn(dialog)).toHaveLength(1);
    const label = within(dialog).getByRole('group', {
      name: t('skuMedia:labels.label', { name: 'Red apple #1' }),
    });
    await expect(within(label).getByText('SKU000001')).toBeVisible();
    await expect(within(label).getByText('kg')).toBeVisible();
    await expect(
      within(label).getByRole('img', { name: t('skuMedia:qr.label', { code: 'SKU000001' }) }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('skuMedia:labels.print') }));
    await expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  },
};

/** 30 SKUs: 2 pages (24 + 6); 2 copies each make 60 labels on 3 pages; the print copy follows. */
export const ThirtySkus: Story = {
  args: { skus: labelSkus(30) },
  play: async ({ globals }) => {
    const t = storyT({ globals });
    const dialog = await openDialog(t);
    await expect(pagesIn(dialog)).toHaveLength(2);
    await expect(within(pagesIn(dialog)[1]!).getAllByRole('group')).toHaveLength(6);
    await expect(
      within(dialog).getByText(t('skuMedia:labels.summary', { count: 30, pages: 2, perPage: 24 })),
    ).toBeVisible();
    const copies = within(dialog).getByRole('spinbutton', { name: t('skuMedia:labels.copies') });
    await userEvent.clear(copies);
    await userEvent.type(copies, '2');
    await waitFor(() => expect(pagesIn(dialog)).toHaveLength(3));
    await expect(
      within(dialog).getByText(t('skuMedia:labels.summary', { count: 60, pages: 3, perPage: 24 })),
    ).toBeVisible();
    // What window.print() prints: the same pages, outside the dialog.
    const printed = document.querySelector('[data-print-root]');
    await expect(printed?.querySelectorAll('[data-testid="sku-label-page"]')).toHaveLength(3);
    await userEvent.clear(copies);
    await userEvent.type(copies, '1');
  },
};

/** A long Chinese name wraps on its label; the code and unit stay whole. */
export const ChineseData: Story = {
  args: { skus: [chineseSku, ...labelSkus(2)] },
  play: async ({ globals }) => {
    const t = storyT({ globals });
    const dialog = await openDialog(t);
    await expect(within(dialog).getByText(chineseSku.name)).toBeVisible();
    await expect(within(dialog).getByText(chineseSku.code)).toBeVisible();
  },
};

/** Opened from its button and closed with Escape, focus returns to the button; the print copy is gone. */
export const FocusReturns: Story = {
  args: { initiallyOpen: false },
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const trigger = within(canvasElement).getByRole('button', { name: t('skuMedia:labels.print') });
    await userEvent.click(trigger);
    await openDialog(t);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(document.querySelector('[data-print-root]')).toBeNull();
  },
};
