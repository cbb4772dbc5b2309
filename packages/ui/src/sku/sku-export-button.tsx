import { Button, HStack, Progress, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../feedback/toaster.tsx';

/** How far an export has come: SKUs loaded so far of the filtered total. */
export interface ExportProgress {
  loaded: number;
  total: number;
}

export interface SkuExportButtonProps {
  /** Loads every page of the current filter and saves the file; reports progress as pages arrive. Answers how many SKUs the file holds. */
  onExport: (onProgress: (progress: ExportProgress) => void) => Promise<number>;
  /** The caller shows what went wrong. */
  onError: (error: unknown) => void;
}

/** "Export CSV", with a progress bar while the pages of the filtered list load; one export at a time. */
export function SkuExportButton({ onExport, onError }: SkuExportButtonProps) {
  const { t } = useTranslation('sku');
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const run = async () => {
    if (progress) return;
    setProgress({ loaded: 0, total: 0 });
    try {
      const count = await onExport(setProgress);
      notify({ type: 'success', title: t('messages.exported', { count }) });
    } catch (error) {
      onError(error);
    } finally {
      setProgress(null);
    }
  };
  return (
    <HStack gap="2">
      <Button size="sm" variant="outline" loading={progress !== null} onClick={() => void run()}>
        {t('actions.exportCsv')}
      </Button>
      {progress && (
        <>
          <Progress.Root
            size="sm"
            width="24"
            value={progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : null}
            aria-label={t('actions.exportCsv')}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="xs" color="fg.muted" role="status">
            {t('messages.exporting', { ...progress })}
          </Text>
        </>
      )}
    </HStack>
  );
}
