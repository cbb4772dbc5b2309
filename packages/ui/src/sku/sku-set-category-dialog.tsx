import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../feedback/app-dialog.tsx';
import { EntityPicker, type EntityOption } from '../kit/entity-picker.tsx';

export interface SkuSetCategoryDialogProps {
  /** How many SKUs are selected; 0 = closed. */
  count: number;
  searchCategories: (text: string) => Promise<readonly EntityOption[]>;
  loadCategory: (id: string) => Promise<EntityOption | null>;
  /** Moves the selected SKUs to the category (null = none); the caller reports failures. */
  onConfirm: (attributeId: string | null) => Promise<void>;
  onClose: () => void;
}

/** Picks the one category that every selected SKU moves to (the server's set-attribute, all or nothing). */
export function SkuSetCategoryDialog({ count, onConfirm, onClose, ...lookups }: SkuSetCategoryDialogProps) {
  const { t } = useTranslation(['sku', 'common']);
  const [attributeId, setAttributeId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const close = () => {
    setAttributeId(null);
    onClose();
  };
  const confirm = async () => {
    if (saving) return;
    setSaving(true);
    try {
      await onConfirm(attributeId);
      setAttributeId(null);
    } finally {
      setSaving(false);
    }
  };
  return (
    <AppDialog
      open={count > 0}
      onClose={close}
      busy={saving}
      title={t('sku:dialogs.setCategoryTitle', { count })}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={saving}>
            {t('common:actions.cancel')}
          </Button>
          <Button colorPalette="brand" loading={saving} onClick={() => void confirm()}>
            {t('common:actions.confirm')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <EntityPicker
          label={t('sku:fields.category')}
          value={attributeId}
          onChange={(id) => setAttributeId(id)}
          search={lookups.searchCategories}
          loadLabel={lookups.loadCategory}
        />
        <Text fontSize="sm" color="fg.muted">
          {t('sku:dialogs.setCategoryHint')}
        </Text>
      </Stack>
    </AppDialog>
  );
}
