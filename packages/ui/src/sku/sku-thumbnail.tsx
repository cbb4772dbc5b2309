import { Box, Image } from '@chakra-ui/react';
import type { Sku } from '@inventory/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The SKU's first image, small; a neutral placeholder when it has none or the image cannot load. */
export function SkuThumbnail({ sku }: { sku: Pick<Sku, 'name' | 'images'> }) {
  const { t } = useTranslation('sku');
  const [failed, setFailed] = useState(false);
  const url = sku.images[0];
  if (!url || failed)
    return (
      <Box
        role="img"
        aria-label={t('images.none')}
        boxSize="9"
        borderRadius="l1"
        borderWidth="1px"
        borderStyle="dashed"
        bg="bg.muted"
      />
    );
  return (
    <Image
      src={url}
      alt={t('images.thumbnail', { name: sku.name })}
      boxSize="9"
      objectFit="cover"
      borderRadius="l1"
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
