import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { describeError } from '../feedback/describe-error.ts';
import { type ImageRejection, sizeParts } from './image-files.ts';

/** The namespaces of this area's texts: its own, the shared error texts, the common actions. */
const namespaces = ['skuMedia', 'errors', 'common'] as const;
export type MediaT = TFunction<typeof namespaces>;

/** `t` over this area's namespaces. */
export function useMediaTranslation(): MediaT {
  return useTranslation(namespaces).t;
}

/** A byte count in the reader's words (“10 MB”, “10 字节”). */
export function formatSize(t: MediaT, bytes: number): string {
  const { value, unit } = sizeParts(bytes);
  return t(`skuMedia:sizes.${unit}`, { value });
}

/** Why a chosen file was not taken, in words. */
export function rejectionText(t: MediaT, rejection: ImageRejection, max: number, maxBytes: number): string {
  const maxSize = formatSize(t, maxBytes);
  switch (rejection.reason) {
    case 'wrongType':
      return t('skuMedia:errors.wrongType', { name: rejection.name });
    case 'tooLarge':
      return t('skuMedia:errors.tooLarge', {
        name: rejection.name,
        size: formatSize(t, rejection.size),
        maxSize,
      });
    case 'tooMany':
      return t('skuMedia:errors.tooMany', { name: rejection.name, count: rejection.room });
    case 'full':
      return t('skuMedia:errors.full', { name: rejection.name, max });
  }
}

/** A failed upload in words: the server's own (localized) refusal when it gave one, else what kind of failure. */
export function uploadErrorText(t: MediaT, error: unknown): string {
  const description = describeError(error);
  if (description.serverMessage) return description.serverMessage;
  return description.messageKey ? t(description.messageKey) : t(description.titleKey);
}
