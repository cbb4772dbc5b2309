import { Box, Button, Float, HStack, IconButton, Image, Progress, Stack, Text } from '@chakra-ui/react';
import { uploadErrorText, useMediaTranslation } from './image-messages.ts';
import type { PendingImage } from './use-image-uploads.ts';

const tileSize = '24';

export interface SavedImageTileProps {
  url: string;
  index: number;
  count: number;
  disabled?: boolean;
  onRemove: () => void;
  onMove: (by: -1 | 1) => void;
}

/** An image already in the form's value: its thumbnail, remove, and move earlier / later (the first is the cover). */
export function SavedImageTile({ url, index, count, disabled, onRemove, onMove }: SavedImageTileProps) {
  const t = useMediaTranslation();
  const number = index + 1;
  return (
    <Stack as="li" gap="1" width={tileSize} data-testid="sku-image">
      <Box position="relative" boxSize={tileSize}>
        <Image
          src={url}
          alt={t('images.image', { index: number })}
          boxSize={tileSize}
          objectFit="cover"
          borderRadius="l2"
          borderWidth="1px"
        />
        <Float placement="top-end" offset="3">
          <IconButton
            size="2xs"
            variant="surface"
            aria-label={t('images.remove', { index: number })}
            disabled={disabled}
            onClick={onRemove}
          >
            ×
          </IconButton>
        </Float>
      </Box>
      <HStack gap="1" justify="center">
        <IconButton
          size="2xs"
          variant="ghost"
          aria-label={t('images.moveEarlier', { index: number })}
          disabled={disabled || index === 0}
          onClick={() => onMove(-1)}
        >
          ←
        </IconButton>
        <IconButton
          size="2xs"
          variant="ghost"
          aria-label={t('images.moveLater', { index: number })}
          disabled={disabled || index === count - 1}
          onClick={() => onMove(1)}
        >
          →
        </IconButton>
      </HStack>
    </Stack>
  );
}

export interface PendingImageTileProps {
  item: PendingImage;
  index: number;
  onRetry: () => void;
  onRemove: () => void;
}

/** A file being sent (its local preview and a progress bar) or refused (the reason, retry and remove). */
export function PendingImageTile({ item, index, onRetry, onRemove }: PendingImageTileProps) {
  const t = useMediaTranslation();
  const name = item.file.name;
  const failed = item.error !== undefined;
  return (
    <Stack as="li" gap="1" width={tileSize} data-testid="sku-image-pending">
      <Box position="relative" boxSize={tileSize}>
        <Image
          src={item.preview}
          alt={t('images.pending', { index: index + 1, name })}
          boxSize={tileSize}
          objectFit="cover"
          borderRadius="l2"
          borderWidth="1px"
          borderColor={failed ? 'border.error' : undefined}
          opacity={failed ? 0.5 : 0.7}
        />
        <Float placement="top-end" offset="3">
          <IconButton
            size="2xs"
            variant="surface"
            aria-label={t('images.remove', { index: index + 1 })}
            onClick={onRemove}
          >
            ×
          </IconButton>
        </Float>
      </Box>
      {failed ? (
        <Stack gap="1">
          <Stack role="alert" gap="0.5" textStyle="xs" color="fg.error">
            <Text>{t('images.failed', { name })}</Text>
            <Text lineClamp={4}>{uploadErrorText(t, item.error)}</Text>
          </Stack>
          <Button size="2xs" variant="outline" onClick={onRetry} aria-label={t('images.retry', { name })}>
            {t('common:actions.retry')}
          </Button>
        </Stack>
      ) : (
        <Progress.Root value={Math.round(item.progress * 100)} size="sm" colorPalette="blue">
          <Progress.Track aria-label={t('images.uploading', { name })}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
    </Stack>
  );
}
