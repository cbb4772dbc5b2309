import { uploadMaxBytes } from '@inventory/contracts';

/** The image types a SKU takes: the upload contract's types less PDF (a PDF is no picture of a product). */
export const skuImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The contract's limit on a SKU's images (saveSku: images ≤ 20). */
export const maxSkuImages = 20;

export type ImageRejection =
  | { reason: 'wrongType'; name: string }
  | { reason: 'tooLarge'; name: string; size: number }
  | { reason: 'tooMany'; name: string; room: number }
  | { reason: 'full'; name: string };

export interface ImageSelection {
  accepted: File[];
  rejected: ImageRejection[];
}

/**
 * Sorts out files chosen or dropped before anything is sent: a wrong type or an oversize file is refused here
 * (the server would refuse it too, after the bytes had gone over the wire), and files beyond the room left are
 * left out, the earlier ones kept.
 */
export function selectImages(
  files: readonly File[],
  room: number,
  maxBytes: number = uploadMaxBytes,
): ImageSelection {
  const accepted: File[] = [];
  const rejected: ImageRejection[] = [];
  const overflow: string[] = [];
  for (const file of files) {
    if (!(skuImageTypes as readonly string[]).includes(file.type)) {
      rejected.push({ reason: 'wrongType', name: file.name });
    } else if (file.size > maxBytes) {
      rejected.push({ reason: 'tooLarge', name: file.name, size: file.size });
    } else if (accepted.length < room) {
      accepted.push(file);
    } else {
      overflow.push(file.name);
    }
  }
  if (overflow.length > 0) {
    const name = overflow.join(', ');
    rejected.push(room > 0 ? { reason: 'tooMany', name, room } : { reason: 'full', name });
  }
  return { accepted, rejected };
}

export type SizeUnit = 'bytes' | 'kilobytes' | 'megabytes';

/** A byte count as a number and a unit (binary multiples, one decimal at most), for the size texts. */
export function sizeParts(bytes: number): { value: number; unit: SizeUnit } {
  if (bytes < 1024) return { value: bytes, unit: 'bytes' };
  if (bytes < 1024 * 1024) return { value: Math.round((bytes / 1024) * 10) / 10, unit: 'kilobytes' };
  return { value: Math.round((bytes / (1024 * 1024)) * 10) / 10, unit: 'megabytes' };
}
