import { QrCode, Stack, Text } from '@chakra-ui/react';
import { useMediaTranslation } from './image-messages.ts';

export interface SkuQrCodeProps {
  /** The SKU's code: what the QR code encodes and what is printed under it. */
  code: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** A CSS length that wins over `size` (printed labels are measured in millimetres). */
  printSize?: string;
  /** Print the code under the QR code (default true). */
  showCode?: boolean;
}

/**
 * The SKU's code as a QR code, black on white whatever the colour mode (a scanner needs the contrast and the
 * quiet zone around it), announced as “QR code of SKU code …”. Error correction M: a scuffed label still scans.
 */
export function SkuQrCode({ code, size = 'md', printSize, showCode = true }: SkuQrCodeProps) {
  const t = useMediaTranslation();
  return (
    <Stack as="figure" gap="1" align="center" width="fit-content" m="0">
      <QrCode.Root
        value={code}
        size={size}
        encoding={{ ecc: 'M' }}
        role="img"
        aria-label={t('skuMedia:qr.label', { code })}
        bg="white"
        color="black"
        p={printSize ? '1mm' : '2'}
        css={printSize ? { '--qr-code-size': printSize } : undefined}
      >
        <QrCode.Frame aria-hidden="true">
          <QrCode.Pattern />
        </QrCode.Frame>
      </QrCode.Root>
      {showCode && (
        <Text as="figcaption" fontFamily="mono" textStyle={printSize ? 'xs' : 'sm'} wordBreak="break-all">
          {code}
        </Text>
      )}
    </Stack>
  );
}
