import {
  Box,
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Input,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { useMediaTranslation } from './image-messages.ts';
import {
  labelPages,
  labelsPerPage,
  type LabelSku,
  maxCopies,
  normalizeCopies,
} from './label-sheet-layout.ts';
import { PrintRoot } from '../kit/print-root.tsx';
import { SkuLabelSheet } from './sku-label-sheet.tsx';

export interface SkuLabelPrintDialogProps {
  open: boolean;
  onClose: () => void;
  /** The selected SKUs, in the order their labels are printed. */
  skus: readonly LabelSku[];
}

/** The preview's scale: an A4 page (210 mm ≈ 794 px) fits the dialog at 720 px wide screens too. */
const previewZoom = 0.7;

/**
 * Print preview of the selected SKUs' labels.
 *
 * **How labels print.** Select SKUs in the list and choose “Print labels”: this preview shows the A4 pages as they
 * will print, 24 labels per page (3 × 8 of 70 × 37 mm, the common 24-up label sheet), each with the SKU's name,
 * code, unit and a QR code of the code. “Copies of each label” repeats every SKU's label side by side. “Print”
 * calls the browser's own print (`window.print()`); no PDF is made on a server. While the preview is open, a copy
 * of the sheet sits at the top level of the page, hidden on screen; `@media print` hides everything else and
 * `@page { size: A4; margin: 0 }` removes the margins, each page ending in a page break. In the browser's print
 * dialog choose A4, scale 100 % ("actual size") and no margins or headers, then print on plain paper or on a
 * 24-up label sheet.
 */
export function SkuLabelPrintDialog({ open, onClose, skus }: SkuLabelPrintDialogProps) {
  const t = useMediaTranslation();
  const copiesId = useId();
  const [copiesText, setCopiesText] = useState('1');
  const copies = normalizeCopies(Number(copiesText));
  const pages = useMemo(() => labelPages(skus, copies), [skus, copies]);
  const count = skus.length * copies;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="min(640px, calc(100vw - 2rem))" width="full">
            <Dialog.Header>
              <Dialog.Title>{t('skuMedia:labels.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <HStack gap="4" align="end" wrap="wrap">
                  <Field.Root width="auto">
                    <Field.Label htmlFor={copiesId}>{t('skuMedia:labels.copies')}</Field.Label>
                    <Input
                      id={copiesId}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={maxCopies}
                      step={1}
                      width="28"
                      value={copiesText}
                      onChange={(event) => setCopiesText(event.currentTarget.value)}
                      onBlur={() => setCopiesText(String(copies))}
                    />
                  </Field.Root>
                  <Text textStyle="sm" color="fg.muted" aria-live="polite">
                    {skus.length === 0
                      ? t('skuMedia:labels.nothingSelected')
                      : t('skuMedia:labels.summary', { count, pages: pages.length, perPage: labelsPerPage })}
                  </Text>
                </HStack>
                <Box
                  role="region"
                  aria-label={t('skuMedia:labels.preview')}
                  bg="bg.muted"
                  p="4"
                  borderRadius="l2"
                  overflow="auto"
                  tabIndex={0}
                >
                  <Box css={{ zoom: previewZoom }} width="fit-content" mx="auto">
                    <SkuLabelSheet pages={pages} />
                  </Box>
                </Box>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('common:actions.cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="blue" disabled={skus.length === 0} onClick={() => window.print()}>
                {t('skuMedia:labels.print')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {open && skus.length > 0 && (
        <PrintRoot>
          <SkuLabelSheet pages={pages} />
        </PrintRoot>
      )}
    </Dialog.Root>
  );
}
