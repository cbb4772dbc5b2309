import { Checkbox, Table, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { namespaces } from '../i18n/resources.ts';
import type { DataColumn } from './data-table-types.ts';
import { nextSorting, sortOf } from './sorting-state.ts';

export interface DataTableHeaderProps<T> {
  columns: readonly DataColumn<T>[];
  sorting: string;
  sortableFields: readonly string[];
  onSortingChange?: (sorting: string) => void;
  /** Absent = no selection column. */
  selectAll?: { checked: boolean | 'indeterminate'; onChange: (checked: boolean) => void };
  hasActions: boolean;
}

const sortGlyph = { ascending: '▲', descending: '▼', none: '↕' } as const;

/** Header cells; a sortable one is a button that cycles its order and tells it through `aria-sort`. */
export function DataTableHeader<T>({
  columns,
  sorting,
  sortableFields,
  onSortingChange,
  selectAll,
  hasActions,
}: DataTableHeaderProps<T>) {
  const { t } = useTranslation(namespaces);
  return (
    <Table.Header>
      <Table.Row>
        {selectAll && (
          <Table.ColumnHeader width="10">
            <Checkbox.Root
              size="sm"
              checked={selectAll.checked}
              onCheckedChange={(details) => selectAll.onChange(details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label srOnly>{t('kit:table.selectAll')}</Checkbox.Label>
            </Checkbox.Root>
          </Table.ColumnHeader>
        )}
        {columns.map((column) => {
          const label = t(column.headerKey);
          const align = column.align ?? (column.numeric ? 'end' : 'start');
          const sortable =
            onSortingChange !== undefined &&
            column.sortField !== undefined &&
            sortableFields.some((f) => f.toLowerCase() === column.sortField?.toLowerCase());
          if (!sortable || column.sortField === undefined)
            return (
              <Table.ColumnHeader key={column.id} width={column.width} textAlign={align}>
                {label}
              </Table.ColumnHeader>
            );
          const field = column.sortField;
          const state = sortOf(sorting, field, sortableFields);
          return (
            <Table.ColumnHeader key={column.id} width={column.width} textAlign={align} aria-sort={state}>
              <chakra.button
                type="button"
                display="inline-flex"
                gap="1"
                alignItems="center"
                fontWeight="inherit"
                borderRadius="l1"
                cursor="pointer"
                _hover={{ color: 'brand.fg' }}
                focusRing="outside"
                onClick={() => onSortingChange(nextSorting(sorting, field, sortableFields))}
              >
                {label}
                <chakra.span aria-hidden color={state === 'none' ? 'fg.subtle' : 'brand.fg'} fontSize="2xs">
                  {sortGlyph[state]}
                </chakra.span>
              </chakra.button>
            </Table.ColumnHeader>
          );
        })}
        {hasActions && <Table.ColumnHeader textAlign="end">{t('common:table.actions')}</Table.ColumnHeader>}
      </Table.Row>
    </Table.Header>
  );
}
