import { Box, Button, Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import { SkuKind } from '@inventory/contracts';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DecimalField } from '../kit/decimal-field.tsx';
import { useFocusNewLine } from '../kit/use-focus-new-line.ts';
import type { EntityOption } from '../kit/entity-picker.tsx';
import { EntityPickerField } from '../kit/entity-picker-field.tsx';
import { derivedKind, type SkuFormValues } from './sku-form-values.ts';

export interface SkuComponentsEditorProps {
  control: Control<SkuFormValues>;
  /** The SKU being edited: left out of the choices (an SKU is never its own component). */
  selfId?: string;
  searchSkus: (text: string) => Promise<readonly EntityOption[]>;
  loadSku: (id: string) => Promise<EntityOption | null>;
  readOnly?: boolean;
}

/**
 * The components of a kit: one line per component SKU with its quantity per unit (3 places). With a line the SKU
 * is a kit (Group), without one a single item, as the server derives it; the summary says which.
 */
export function SkuComponentsEditor({
  control,
  selfId,
  searchSkus,
  loadSku,
  readOnly,
}: SkuComponentsEditorProps) {
  const { t } = useTranslation('sku');
  const { fields, append, remove } = useFieldArray({ control, name: 'groups' });
  const groups = useWatch({ control, name: 'groups' });
  const { list, lineAdded } = useFocusNewLine(fields.length);
  const search = async (text: string) =>
    (await searchSkus(text)).filter((option) => option.id.toLowerCase() !== selfId?.toLowerCase());
  const count = groups?.length ?? 0;
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {t('fields.components')}
      </Fieldset.Legend>
      <Text fontSize="sm" color="fg.muted" role="status">
        {derivedKind(groups ?? []) === SkuKind.Group ? t('components.kit', { count }) : t('components.none')}
      </Text>
      <Stack gap="3" ref={list}>
        {fields.map((field, index) => (
          <HStack key={field.id} align="flex-start" gap="2" wrap={{ base: 'wrap', md: 'nowrap' }}>
            <Box flex="2" minWidth="48">
              <EntityPickerField
                control={control}
                name={`groups.${index}.id`}
                label={t('fields.component', { index: index + 1 })}
                required
                readOnly={readOnly}
                search={search}
                loadLabel={loadSku}
              />
            </Box>
            <Box flex="1" minWidth="24">
              <DecimalField
                control={control}
                name={`groups.${index}.number`}
                kind="quantity"
                label={t('fields.number', { index: index + 1 })}
                required
                readOnly={readOnly}
              />
            </Box>
            {!readOnly && (
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                marginTop="6"
                onClick={() => remove(index)}
              >
                {t('actions.removeComponent', { index: index + 1 })}
              </Button>
            )}
          </HStack>
        ))}
      </Stack>
      {!readOnly && (
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          onClick={() => {
            lineAdded();
            append({ id: null, number: '1' }, { shouldFocus: false });
          }}
        >
          {t('actions.addComponent')}
        </Button>
      )}
    </Fieldset.Root>
  );
}
