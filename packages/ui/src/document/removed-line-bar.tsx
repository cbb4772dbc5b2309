import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface RemovedLineBarProps {
  /** The removed line's number (1-based); nothing is shown without one. */
  index: number | null;
  onUndo: () => void;
}

/** "Line 2 removed. Undo": a removed line comes back with one click or Enter, where it was. */
export function RemovedLineBar({ index, onUndo }: RemovedLineBarProps) {
  const { t } = useTranslation('kit');
  return (
    <HStack role="status" gap="2" minHeight="8">
      {index !== null && (
        <>
          <Text fontSize="sm" color="fg.muted">
            {t('lines.removed', { index })}
          </Text>
          <Button size="xs" variant="outline" onClick={onUndo}>
            {t('lines.undo')}
          </Button>
        </>
      )}
    </HStack>
  );
}
