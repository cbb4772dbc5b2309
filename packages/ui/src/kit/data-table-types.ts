import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import type { UiNamespace } from '../i18n/resources.ts';
import type { NumberFormatKind } from './format-number.ts';

/** One column of a `DataTable`: what it is called, what each cell shows and how it lines up and sorts. */
export interface DataColumn<T> {
  id: string;
  /** The ui text key of the header, e.g. `warehouse:warehouse.fields.name`. */
  headerKey: ParseKeys<UiNamespace[]>;
  /** The cell's content; for a `numeric` column a wire number (string or number) that the table formats. */
  cell: (row: T) => ReactNode;
  /** A CSS width or Chakra size token. */
  width?: string;
  align?: 'start' | 'center' | 'end';
  /** Right-aligned tabular digits in the current language's format with the kind's places. */
  numeric?: NumberFormatKind;
  /** The `Sorting` field this column sorts by; sortable only when the list's allow-list names it. */
  sortField?: string;
}

/** A button on each row or in the bulk bar; shown only when `permitted` (the user holds its permission). */
export interface TableAction<A> {
  id: string;
  label: string;
  permitted: boolean;
  onAction: (target: A) => void;
  tone?: 'neutral' | 'danger';
  /** Whether this target allows it now (a document's life cycle): absent = always. Hidden when not. */
  available?: (target: A) => boolean;
}
