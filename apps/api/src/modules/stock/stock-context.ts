import { DEFAULT_NEAR_EXPIRY_DAYS, isValidTimeZone } from '@inventory/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { keptRead } from '../../db/transaction-reads.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import type { Culture } from '@inventory/contracts/server-texts';
import { settingRows } from '../../auth/access.repository.ts';
import { SettingNames, settingsReadKey, settingValuesOf } from '../settings/setting-definitions.ts';

/** The tenant settings stock rules depend on (business-rules §2, §4). */
export interface StockSettings {
  readonly timeZone: string;
  readonly nearExpiryDays: number;
}

/** Which document a stock change belongs to, as the ledger records it. */
export type StockDocumentKind = 'warehouse' | 'purchase' | 'sell' | 'production';

export interface StockDocument {
  readonly kind: StockDocumentKind;
  readonly id: string;
}

/** Everything the stock service needs besides the transaction; built once per unit of work. */
export interface StockContext extends StockSettings {
  readonly tenantId: string;
  readonly userId: string | null;
  readonly culture: Culture;
  /** The instant of the change; "today" for expiry is its date in the tenant zone. */
  readonly now: Date;
  readonly document: StockDocument;
}

/** The tenant's stock settings, read once per transaction (a sale's save, stock-out and figures each need them). */
export function loadStockSettings(trx: Kysely<Schema>): Promise<StockSettings> {
  return keptRead(trx, settingsReadKey, () => readStockSettings(trx));
}

/** Keeps the settings rows read elsewhere in the transaction (a save's first reads in one statement). */
export function keepStockSettings(
  trx: Kysely<Schema>,
  rows: readonly { name: string; value: string }[],
): void {
  void keptRead(trx, settingsReadKey, () => Promise.resolve(stockSettingsOf(rows)));
}

/** The statement `settingRows` sends, for a wave that reads the settings beside another statement (ADR 063). */
export function settingsRead(trx: Kysely<Schema>) {
  return trx.selectFrom('settings').select(['name', 'value']);
}

async function readStockSettings(trx: Kysely<Schema>): Promise<StockSettings> {
  return stockSettingsOf(await settingRows(trx));
}

function stockSettingsOf(rows: readonly { name: string; value: string }[]): StockSettings {
  const values = settingValuesOf(rows);
  const zone = values[SettingNames.TimeZone] ?? 'UTC';
  const days = Number(values[SettingNames.NearExpiryThresholdDays]);
  return {
    timeZone: isValidTimeZone(zone) ? zone : 'UTC',
    nearExpiryDays: Number.isInteger(days) && days >= 0 ? days : DEFAULT_NEAR_EXPIRY_DAYS,
  };
}

/** A stock context for `document`, inside the caller's transaction. */
export async function stockContext(
  trx: Kysely<Schema>,
  scope: RequestScope,
  document: StockDocument,
  now: Date = new Date(),
): Promise<StockContext> {
  return {
    ...(await loadStockSettings(trx)),
    tenantId: scope.db.tenantId,
    userId: scope.user?.sub ?? null,
    culture: scope.culture,
    now,
    document,
  };
}
