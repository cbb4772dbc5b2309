import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { PagedResult, Warehouse } from '@inventory/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../feedback/confirm-dialog.tsx';
import { ErrorDialog } from '../feedback/error-dialog.tsx';
import { isHandledError } from '../feedback/handled-error.ts';
import { notify } from '../feedback/toaster.tsx';
import { WarehouseForm, type WarehouseFormValues } from './warehouse-form.tsx';
import { WarehouseTable } from './warehouse-table.tsx';

export interface WarehouseScreenProps {
  /** The current page from `GET /api/app/warehouse`; undefined until it answers. */
  data: PagedResult<Warehouse> | undefined;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** 1-based; the caller turns it into SkipCount/MaxResultCount (`toPaging`). */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  /** Absent = the user may not create (Inventory.Warehouses.Create); the button is removed. */
  onCreate?: (values: WarehouseFormValues) => Promise<unknown>;
  /** Absent = no edit action (Inventory.Warehouses.Update). */
  onUpdate?: (warehouse: Warehouse, values: WarehouseFormValues) => Promise<unknown>;
  /** Absent = no delete action (Inventory.Warehouses.Delete). Rejections are shown in the §8 error dialog. */
  onDelete?: (warehouse: Warehouse) => Promise<unknown>;
}

type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; warehouse: Warehouse };

/**
 * The warehouse management page: the list, the create and edit dialog, and delete after a confirmation. It takes
 * the page of data and reports each change; the app (or a story's mock server) does the requests.
 */
export function WarehouseScreen(props: WarehouseScreenProps) {
  const { data, loading, error, onRetry, onCreate, onUpdate, onDelete, ...paging } = props;
  const { t } = useTranslation(['warehouse', 'common']);
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<Warehouse | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [actionError, setActionError] = useState<unknown>(null);
  const closeForm = () => setForm({ mode: 'closed' });

  const save = async (values: WarehouseFormValues) => {
    if (form.mode === 'edit' && onUpdate) {
      await onUpdate(form.warehouse, values);
      notify({ type: 'success', title: t('common:messages.modifySucceeded') });
    } else if (form.mode === 'create' && onCreate) {
      await onCreate(values);
      notify({ type: 'success', title: t('common:messages.createSucceeded') });
    }
    closeForm();
  };

  const confirmDelete = async () => {
    if (!toDelete || !onDelete) return;
    setDeleting(true);
    try {
      await onDelete(toDelete);
      notify({ type: 'success', title: t('common:messages.deleteSucceeded') });
    } catch (failure) {
      if (!isHandledError(failure)) setActionError(failure);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  return (
    <Stack gap="5">
      <Flex align="center" justify="space-between" gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="lg">
            {t('warehouse:warehouse.title')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('warehouse:warehouse.description')}
          </Text>
        </Stack>
        {onCreate && (
          <Button colorPalette="brand" onClick={() => setForm({ mode: 'create' })}>
            {t('warehouse:warehouse.actions.create')}
          </Button>
        )}
      </Flex>
      <WarehouseTable
        items={data?.items}
        totalCount={data?.totalCount ?? 0}
        loading={loading}
        error={error}
        onRetry={onRetry}
        onEdit={onUpdate ? (warehouse) => setForm({ mode: 'edit', warehouse }) : undefined}
        onDelete={onDelete ? setToDelete : undefined}
        {...paging}
      />
      <WarehouseForm
        open={form.mode !== 'closed'}
        warehouse={form.mode === 'edit' ? form.warehouse : null}
        onSubmit={save}
        onClose={closeForm}
      />
      <ConfirmDialog
        open={toDelete !== null}
        destructive
        loading={deleting}
        title={t('common:confirm.deleteTitle', { name: toDelete?.name ?? '' })}
        message={t('common:confirm.deleteMessage', { name: toDelete?.name ?? '' })}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
      <ErrorDialog error={actionError} onClose={() => setActionError(null)} />
    </Stack>
  );
}
