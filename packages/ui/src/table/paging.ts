/** ABP paging (abp-contract.md "Paging") for a 1-based page number. e.g. `toPaging(3, 10)` → `{ SkipCount: 20, MaxResultCount: 10 }` */
export function toPaging(page: number, pageSize: number): { SkipCount: number; MaxResultCount: number } {
  const safePage = Math.max(1, Math.floor(page));
  return { SkipCount: (safePage - 1) * pageSize, MaxResultCount: pageSize };
}

/** The 1-based range shown, e.g. `pageRange(2, 10, 23)` → `{ from: 11, to: 20 }`; an empty list gives 0–0. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * pageSize + 1, total);
  return { from, to: Math.min(page * pageSize, total) };
}

/** The last page that still has rows (after a delete emptied the current one). */
export function lastPage(pageSize: number, total: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export const pageSizeOptions = [10, 20, 50] as const;
