import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { useMediaTranslation } from './image-messages.ts';
import {
  labelHeightMm,
  labelSheet,
  labelWidthMm,
  type LabelSku,
  type PlacedLabel,
} from './label-sheet-layout.ts';
import { SkuQrCode } from './sku-qr-code.tsx';

const mm = (value: number) => `${value}mm`;

/** One label: the QR code (the code) beside the name, the code and the unit. */
export function SkuLabel({ sku }: { sku: LabelSku }) {
  const t = useMediaTranslation();
  return (
    <Box
      role="group"
      aria-label={t('skuMedia:labels.label', { name: sku.name })}
      width={mm(labelWidthMm)}
      height={mm(labelHeightMm)}
      p="3mm"
      display="flex"
      gap="2.5mm"
      alignItems="center"
      overflow="hidden"
      bg="white"
      color="black"
      outline="1px dashed"
      outlineColor="gray.300"
      outlineOffset="-1px"
      css={{ '@media print': { outline: 'none' } }}
    >
      <SkuQrCode code={sku.code} printSize="24mm" showCode={false} />
      <Stack gap="1mm" minW="0" flex="1">
        <Text fontWeight="bold" fontSize="10pt" lineHeight="1.2" lineClamp={3} wordBreak="break-word">
          {sku.name}
        </Text>
        <Text fontFamily="mono" fontSize="8pt" lineHeight="1.2" wordBreak="break-all">
          {sku.code}
        </Text>
        {sku.unit ? (
          <Text fontSize="8pt" lineHeight="1.2">
            {sku.unit}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}

export interface SkuLabelSheetProps {
  /** The labels cut into pages (labelPages). */
  pages: PlacedLabel[][];
}

/**
 * The labels at their printed size, one A4 page after another, each page exactly 210 × 297 mm and followed by a
 * page break. The same element is the on-screen preview (scaled by its container) and what `window.print()`
 * prints (the print dialog puts a copy at the top level of the document, see SkuLabelPrintDialog).
 */
export function SkuLabelSheet({ pages }: SkuLabelSheetProps) {
  const t = useMediaTranslation();
  return (
    <Stack gap="6" css={{ '@media print': { gap: '0' } }}>
      {pages.map((labels, index) => (
        <Grid
          key={index}
          role="group"
          aria-label={t('skuMedia:labels.page', { page: index + 1, pages: pages.length })}
          data-testid="sku-label-page"
          templateColumns={`repeat(${labelSheet.columns}, ${mm(labelWidthMm)})`}
          templateRows={`repeat(${labelSheet.rows}, ${mm(labelHeightMm)})`}
          width={mm(labelSheet.pageWidthMm)}
          height={mm(labelSheet.pageHeightMm)}
          overflow="hidden"
          bg="white"
          boxShadow="md"
          css={{
            printColorAdjust: 'exact',
            '@media print': {
              boxShadow: 'none',
              breakAfter: index < pages.length - 1 ? 'page' : 'auto',
            },
          }}
        >
          {labels.map((label) => (
            <Box key={label.key} gridRow={label.row + 1} gridColumn={label.column + 1}>
              <SkuLabel sku={label.sku} />
            </Box>
          ))}
        </Grid>
      ))}
    </Stack>
  );
}
