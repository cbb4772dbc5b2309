import { Box, Button, chakra, Stack, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { uploadMaxBytes } from '@inventory/contracts';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { type ImageRejection, maxSkuImages, selectImages, skuImageTypes } from './image-files.ts';
import { formatSize, rejectionText, useMediaTranslation } from './image-messages.ts';
import { PendingImageTile, SavedImageTile } from './image-tiles.tsx';
import type { UploadFile } from './upload-file-type.ts';
import { useImageUploads } from './use-image-uploads.ts';

export interface SkuImagesFieldProps {
  /** The SKU's image URLs as the form holds them (the first is the cover). */
  value: readonly string[];
  onChange: (images: string[]) => void;
  /** Sends one file and answers the URL to keep (apps/web: createUploadFile). */
  upload: UploadFile;
  /** Told when uploads start and all end, so the form can hold its save until every image has its URL. */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
  /** The contract's limits; defaults saveSku's 20 images and the upload contract's 10 MB. */
  max?: number;
  maxBytes?: number;
}

const HiddenInput = chakra('input');

/**
 * The SKU's images: choose several files (button or drag and drop), each checked for type and size before it is
 * sent, sent with its own progress bar, shown as a thumbnail; remove, reorder, retry a failed one. Only the
 * value changes: nothing is stored with the SKU until the form is saved.
 */
export function SkuImagesField({
  value,
  onChange,
  upload,
  onBusyChange,
  disabled,
  max = maxSkuImages,
  maxBytes = uploadMaxBytes,
}: SkuImagesFieldProps) {
  const t = useMediaTranslation();
  const labelId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [rejected, setRejected] = useState<ImageRejection[]>([]);
  const [dragging, setDragging] = useState(false);
  // Uploads can end in the same tick: each appends to what the previous one left, not to the rendered value.
  const current = useRef<readonly string[]>(value);
  current.current = value;
  const change = (next: string[]) => {
    current.current = next;
    onChange(next);
  };
  const { pending, add, retry, remove } = useImageUploads(upload, (url) => change([...current.current, url]));
  const busy = pending.some((item) => item.error === undefined);
  const busyChange = useRef(onBusyChange);
  busyChange.current = onBusyChange;
  useEffect(() => busyChange.current?.(busy), [busy]);

  const take = (files: readonly File[]) => {
    if (disabled || files.length === 0) return;
    const selection = selectImages(files, max - value.length - pending.length, maxBytes);
    setRejected(selection.rejected);
    add(selection.accepted);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved as string);
    change(next);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take([...event.dataTransfer.files]);
  };

  return (
    <Stack gap="2" role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <Text id={labelId} fontWeight="medium" textStyle="sm">
        {t('images.label')}
      </Text>
      <Box
        data-testid="sku-images-dropzone"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'colorPalette.solid' : 'border'}
        bg={dragging ? 'colorPalette.subtle' : 'bg.subtle'}
        colorPalette="blue"
        borderRadius="l2"
        p="3"
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Stack gap="2" align="start">
          <Text id={hintId} textStyle="xs" color="fg.muted">
            {dragging ? t('images.dropHere') : t('images.hint', { max, maxSize: formatSize(t, maxBytes) })}
          </Text>
          <Button size="sm" variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
            {t('images.choose')}
          </Button>
          <VisuallyHidden asChild>
            <HiddenInput
              ref={input}
              type="file"
              multiple
              accept={skuImageTypes.join(',')}
              tabIndex={-1}
              aria-hidden="true"
              data-testid="sku-images-input"
              disabled={disabled}
              onChange={(event) => {
                take([...(event.currentTarget.files ?? [])]);
                // The same file chosen again after a refusal must fire a change again.
                event.currentTarget.value = '';
              }}
            />
          </VisuallyHidden>
        </Stack>
      </Box>
      {rejected.length > 0 && (
        <Box role="alert">
          <Stack as="ul" gap="1" listStyleType="none">
            {rejected.map((rejection) => (
              <Text as="li" key={`${rejection.reason}:${rejection.name}`} textStyle="sm" color="fg.error">
                {rejectionText(t, rejection, max, maxBytes)}
              </Text>
            ))}
          </Stack>
        </Box>
      )}
      {value.length + pending.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('images.empty')}
        </Text>
      ) : (
        <Wrap as="ul" gap="3" listStyleType="none" aria-label={t('images.label')}>
          {value.map((url, index) => (
            <SavedImageTile
              key={`${url}#${index}`}
              url={url}
              index={index}
              count={value.length}
              disabled={disabled}
              onRemove={() => change(value.filter((_, i) => i !== index))}
              onMove={(by) => move(index, by)}
            />
          ))}
          {pending.map((item, index) => (
            <PendingImageTile
              key={item.key}
              item={item}
              index={value.length + index}
              onRetry={() => retry(item.key)}
              onRemove={() => remove(item.key)}
            />
          ))}
        </Wrap>
      )}
      <Wrap gap="1" textStyle="xs" color="fg.muted">
        <Text>{t('images.count', { count: value.length, max })}</Text>
        <Text>{t('images.savedWithForm')}</Text>
      </Wrap>
    </Stack>
  );
}
