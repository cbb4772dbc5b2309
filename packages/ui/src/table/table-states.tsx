import { Alert, Button, EmptyState, Skeleton, Table, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../feedback/describe-error.ts';
import { BoxesGlyph } from '../layout/icons.tsx';

/** Placeholder rows while the first page loads, so the table keeps its shape. */
export function LoadingRows({ columns, rows }: { columns: number; rows: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <Table.Row key={row} aria-hidden>
          {Array.from({ length: columns }, (_, column) => (
            <Table.Cell key={column}>
              <Skeleton height="4" />
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
    </>
  );
}

export function EmptyRow({ columns, message }: { columns: number; message: string }) {
  const { t } = useTranslation('common');
  return (
    <Table.Row>
      <Table.Cell colSpan={columns}>
        <EmptyState.Root size="sm">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <BoxesGlyph />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title as="p">{t('table.empty')}</EmptyState.Title>
              <EmptyState.Description>{message}</EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      </Table.Cell>
    </Table.Row>
  );
}

/** The load failed: what happened, in the same words as the error dialogs, and a way to try again. */
export function LoadErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation(['common', 'errors']);
  const description = describeError(error);
  return (
    <Alert.Root status="error" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('common:table.loadError')}</Alert.Title>
        <Alert.Description>
          {description.serverMessage ??
            (description.messageKey ? t(description.messageKey) : t(description.titleKey))}
        </Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      )}
    </Alert.Root>
  );
}
