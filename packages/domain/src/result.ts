/** A failure the caller is expected to handle; `code` is namespaced, e.g. 'Inventory:StockShortage'. */
export interface DomainError<
  C extends string = string,
  P extends Record<string, unknown> = Record<string, unknown>,
> {
  readonly code: C;
  readonly params: P;
}

/** Success or an expected failure, returned instead of thrown. e.g. `const r: Result<number> = ok(1)` */
export type Result<T, E extends DomainError = DomainError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** Wraps a value as success. e.g. `ok(3)` → `{ ok: true, value: 3 }` */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/** Wraps an error as failure. e.g. `err(domainError('Inventory:Shortage', { skuId }))` */
export function err<E extends DomainError>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}

/** Builds a DomainError. e.g. `domainError('Inventory:InvalidDiscount', { discount: '5.00' })` */
export function domainError<C extends string, P extends Record<string, unknown>>(
  code: C,
  params: P,
): DomainError<C, P> {
  return { code, params };
}

/** Exhaustiveness guard for switches over unions; reaching it is a broken invariant. e.g. `default: return assertUnreachable(x)` */
export function assertUnreachable(x: never): never {
  throw new Error(`Unreachable case: ${JSON.stringify(x)}`);
}
