import type { ParseKeys } from 'i18next';
import type { UiNamespace } from '../i18n/resources.ts';
import { instantToDateInput } from './zoned-date.ts';

/** One filter of a list screen; `id` is its query parameter (`Filter`, `CategoryId`, …), kept in the address. */
export type FilterDefinition =
  | { id: string; labelKey: ParseKeys<UiNamespace[]>; kind: 'text' }
  | {
      id: string;
      labelKey: ParseKeys<UiNamespace[]>;
      kind: 'select';
      /** Labels already in the user's language (enum texts, categories by name). */
      options: readonly { value: string; label: string }[];
    }
  | {
      id: string;
      labelKey: ParseKeys<UiNamespace[]>;
      /** A day of a time range; the address and the query hold the instant (its first, or with `until` its last). */
      kind: 'date';
      timeZone: string;
      until?: boolean;
    };

/** Applied filter values by id; '' or absent = not filtering. */
export type FilterValues = Readonly<Record<string, string>>;

export interface ActiveFilter {
  id: string;
  labelKey: ParseKeys<UiNamespace[]>;
  /** What the chip shows: the text typed, or the chosen option's label. */
  display: string;
}

/** The filters that narrow the list now, in the bar's order, for the chips. */
export function activeFilters(filters: readonly FilterDefinition[], values: FilterValues): ActiveFilter[] {
  return filters.flatMap((filter) => {
    const value = values[filter.id]?.trim() ?? '';
    if (value === '') return [];
    const display =
      filter.kind === 'select'
        ? (filter.options.find((option) => option.value === value)?.label ?? value)
        : filter.kind === 'date'
          ? instantToDateInput(value, filter.timeZone)
          : value;
    return [{ id: filter.id, labelKey: filter.labelKey, display }];
  });
}

/** The values without one filter (its chip's remove button). */
export function withoutFilter(values: FilterValues, id: string): FilterValues {
  return Object.fromEntries(Object.entries(values).filter(([key]) => key !== id));
}
