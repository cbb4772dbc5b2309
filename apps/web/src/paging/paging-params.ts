import { pageSizeOptions } from '@inventory/ui';

/** Anything but the ui's page-size choices in the address falls back to the first of them. */
export const defaultPageSize: number = pageSizeOptions[0];
const allowedPageSizes: readonly number[] = pageSizeOptions;

export interface PageState {
  /** 1-based. */
  page: number;
  pageSize: number;
}

function positiveInteger(text: string | null): number | null {
  if (text === null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

/**
 * The list page kept in the address (`?page=2&size=20`), so a reload or a return after sign-in shows the same page.
 * e.g. `readPageState(new URLSearchParams('page=3'))` → `{ page: 3, pageSize: 10 }`
 */
export function readPageState(params: URLSearchParams): PageState {
  const size = positiveInteger(params.get('size'));
  return {
    page: positiveInteger(params.get('page')) ?? 1,
    pageSize: size !== null && allowedPageSizes.includes(size) ? size : defaultPageSize,
  };
}

/**
 * The address parameters for a page, leaving defaults out so the plain path stays the first page.
 * e.g. `writePageState(new URLSearchParams('q=x'), { page: 1, pageSize: 20 })` → 'q=x&size=20'
 */
export function writePageState(params: URLSearchParams, { page, pageSize }: PageState): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  if (pageSize !== defaultPageSize) next.set('size', String(pageSize));
  else next.delete('size');
  return next;
}
