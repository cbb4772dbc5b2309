import { CloseButton, HStack, Tag, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { namespaces } from '../i18n/resources.ts';
import { type ActiveFilter, type FilterValues, withoutFilter } from './filter-types.ts';

export interface FilterChipsProps {
  active: readonly ActiveFilter[];
  values: FilterValues;
  onChange: (values: FilterValues) => void;
}

/** What narrows the list now, one chip per filter, each removable on its own. */
export function FilterChips({ active, values, onChange }: FilterChipsProps) {
  const { t } = useTranslation(namespaces);
  const labelId = useId();
  if (active.length === 0) return null;
  return (
    <HStack gap="2" wrap="wrap">
      <Text fontSize="sm" color="fg.muted" id={labelId}>
        {t('kit:filters.active')}
      </Text>
      <HStack as="ul" aria-labelledby={labelId} gap="2" wrap="wrap" listStyleType="none">
        {active.map((filter) => {
          const name = t(filter.labelKey);
          return (
            <Tag.Root as="li" key={filter.id} size="lg" variant="surface" colorPalette="brand">
              <Tag.Label>{t('kit:filters.chip', { name, value: filter.display })}</Tag.Label>
              <Tag.EndElement>
                <CloseButton
                  size="2xs"
                  aria-label={t('kit:filters.remove', { name })}
                  onClick={() => onChange(withoutFilter(values, filter.id))}
                />
              </Tag.EndElement>
            </Tag.Root>
          );
        })}
      </HStack>
    </HStack>
  );
}
