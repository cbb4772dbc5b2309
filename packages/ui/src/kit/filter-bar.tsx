import { Button, Field, HStack, Input, NativeSelect, Stack, Wrap } from '@chakra-ui/react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespaces } from '../i18n/resources.ts';
import { TYPING_PAUSE_MS } from './debounce.ts';
import { FilterChips } from './filter-chips.tsx';
import { activeFilters, type FilterDefinition, type FilterValues } from './filter-types.ts';
import { useDebouncer } from './use-debounced.ts';
import { dateInputToEndInstant, dateInputToInstant, instantToDateInput } from './zoned-date.ts';

export interface FilterBarProps {
  filters: readonly FilterDefinition[];
  /** The applied values (from the address). */
  values: FilterValues;
  /** Applies new values: after typing pauses, on a choice, on Query or Enter, or when a chip is removed. */
  onChange: (values: FilterValues) => void;
  /** Reset: back to no filters (the screen may also reset the page and sorting). */
  onReset: () => void;
  /** Screen actions beside Query / Reset (e.g. Create). */
  actions?: ReactNode;
  /** How long typing must pause before a text filter applies. */
  typingPauseMs?: number;
}

/**
 * The spec's query / reset bar of every list: text filters apply once typing pauses, choices at once, and chips
 * show what narrows the list now. It keeps only the draft; the applied values come and go through props.
 */
export function FilterBar({
  filters,
  values,
  onChange,
  onReset,
  actions,
  typingPauseMs = TYPING_PAUSE_MS,
}: FilterBarProps) {
  const { t } = useTranslation(namespaces);
  const [draft, setDraft] = useState<FilterValues>(values);
  const debouncer = useDebouncer((next: FilterValues) => onChange(next), typingPauseMs);
  // Back / Forward or a shared address changes the applied values: the boxes follow.
  // Compared by content: a screen may parse the address into a new object on every render.
  const valuesKey = JSON.stringify(values);
  useEffect(() => {
    debouncer.cancel();
    setDraft(JSON.parse(valuesKey) as FilterValues);
  }, [valuesKey, debouncer]);
  const set = (id: string, value: string, immediate: boolean) => {
    const next = { ...draft, [id]: value };
    setDraft(next);
    if (immediate) {
      debouncer.cancel();
      onChange(next);
    } else debouncer.call(next);
  };
  return (
    <Stack gap="2">
      <form
        role="search"
        aria-label={t('kit:filters.label')}
        onSubmit={(event) => {
          event.preventDefault();
          debouncer.cancel();
          onChange(draft);
        }}
      >
        <Wrap gap="3" align="flex-end">
          {filters.map((filter) => (
            // Narrow screens put two or three filters on a line rather than one under the other, so the list
            // itself still starts on the first screen at 720 px.
            <Field.Root
              key={filter.id}
              width={{ base: 'auto', md: '56' }}
              flex={{ base: '1 1 10rem', md: 'none' }}
              minWidth="0"
            >
              <Field.Label>{t(filter.labelKey)}</Field.Label>
              {filter.kind === 'date' ? (
                <Input
                  size="sm"
                  type="date"
                  value={instantToDateInput(draft[filter.id], filter.timeZone)}
                  onChange={(event) => {
                    const day = event.currentTarget.value;
                    const toInstant = filter.until ? dateInputToEndInstant : dateInputToInstant;
                    set(filter.id, toInstant(day, filter.timeZone) ?? '', true);
                  }}
                />
              ) : filter.kind === 'text' ? (
                <Input
                  size="sm"
                  type="search"
                  value={draft[filter.id] ?? ''}
                  onChange={(event) => set(filter.id, event.currentTarget.value, false)}
                />
              ) : (
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={draft[filter.id] ?? ''}
                    onChange={(event) => set(filter.id, event.currentTarget.value, true)}
                  >
                    <option value="">{t('kit:filters.any')}</option>
                    {filter.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            </Field.Root>
          ))}
          <HStack gap="2">
            <Button size="sm" type="submit" colorPalette="brand">
              {t('common:actions.query')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                debouncer.cancel();
                onReset();
              }}
            >
              {t('common:actions.reset')}
            </Button>
            {actions}
          </HStack>
        </Wrap>
      </form>
      <FilterChips active={activeFilters(filters, values)} values={values} onChange={onChange} />
    </Stack>
  );
}
