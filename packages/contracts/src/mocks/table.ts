import type { SortKey } from '../sorting.ts';
import { business, conflict, notFound } from './respond.ts';

// Small helpers the handlers share: tenant scoping, paging, sorting, 404 and 409, the way the server behaves.

export function ofTenant<T extends { tenantId: string }>(rows: readonly T[], tenantId: string): T[] {
  return rows.filter((r) => r.tenantId === tenantId);
}

export function contains(value: unknown, needle: string | undefined): boolean {
  if (!needle) return true;
  return typeof value === 'string' && value.toLowerCase().includes(needle.toLowerCase());
}

function compareValues(x: unknown, y: unknown): number {
  if (x === y) return 0;
  if (x === undefined || x === null) return 1;
  if (y === undefined || y === null) return -1;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x).localeCompare(String(y));
}

function fieldOf(row: unknown, field: string): unknown {
  return row && typeof row === 'object' && Object.hasOwn(row, field)
    ? (row as Record<string, unknown>)[field]
    : undefined;
}

/**
 * ABP `Sorting`, already parsed against the list's allow-list by its query schema (as on the server); no terms
 * means the list's default order, `fallback` ("creationTime desc", trusted text of the handler).
 */
export function sortRows<T>(rows: T[], keys: readonly SortKey[], fallback: string): T[] {
  const terms: readonly SortKey[] =
    keys.length > 0
      ? keys
      : fallback.split(',').map((part) => {
          const [field = '', direction = 'asc'] = part.trim().split(/\s+/);
          return { field, direction: direction === 'desc' ? 'desc' : 'asc' };
        });
  return [...rows].sort((a, b) => {
    for (const { field, direction } of terms) {
      const order = compareValues(fieldOf(a, field), fieldOf(b, field));
      if (order !== 0) return direction === 'desc' ? -order : order;
    }
    return 0;
  });
}

export function page<T>(
  rows: T[],
  query: { SkipCount: number; MaxResultCount: number },
): { items: T[]; totalCount: number } {
  return {
    items: rows.slice(query.SkipCount, query.SkipCount + query.MaxResultCount),
    totalCount: rows.length,
  };
}

/** Strips the `tenantId` the store keeps on every row. */
export function dto<T extends { tenantId: string }>(row: T): Omit<T, 'tenantId'> {
  const { tenantId: _tenant, ...rest } = row;
  return rest;
}

export function findOwned<T extends { tenantId: string; id: string }>(
  rows: readonly T[],
  tenantId: string,
  id: string,
  entity: string,
): T {
  const row = rows.find((r) => r.tenantId === tenantId && r.id === id);
  if (!row) throw notFound(entity, id);
  return row;
}

/** 409 when a stamp was sent and differs from the stored one (an omitted stamp means last write wins). */
export function checkStamp(
  row: { concurrencyStamp?: string | null | undefined },
  sent: string | null | undefined,
): void {
  if (sent && row.concurrencyStamp && sent !== row.concurrencyStamp) throw conflict();
}

export function removeOwned<T extends { tenantId: string; id: string }>(
  rows: T[],
  tenantId: string,
  id: string,
  entity: string,
): void {
  const row = findOwned(rows, tenantId, id, entity);
  rows.splice(rows.indexOf(row), 1);
}

/** 403 with `code` when another row of the tenant already uses `value` (case-insensitive). */
export function assertUnique<T extends { id: string; tenantId: string }>(
  rows: readonly T[],
  tenantId: string,
  pick: (r: T) => string,
  value: string,
  code: string,
  exceptId?: string,
): void {
  if (
    ofTenant(rows, tenantId).some((r) => r.id !== exceptId && pick(r).toLowerCase() === value.toLowerCase())
  )
    throw business(code, `'${value}' is already taken.`, { name: value, code: value });
}
