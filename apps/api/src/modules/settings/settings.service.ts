import type { endpoints, ParsedBodyOf, TenantSettings } from '@inventory/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { settingRows } from '../../auth/access.repository.ts';
import { audit, changedFields } from '../audit/audit.ts';
import { SettingNames, settingValuesOf } from './setting-definitions.ts';
import { putSetting } from './setting.repository.ts';

type UpdateInput = ParsedBodyOf<typeof endpoints.settings.update>;

/** ABP writes booleans as "True"/"False"; read any case. */
export function isTrueSetting(value: string | null | undefined): boolean {
  return (value ?? '').trim().toLowerCase() === 'true';
}

function toTenantSettings(values: Record<string, string | null>): TenantSettings {
  return {
    nearExpiryThresholdDays: Number(values[SettingNames.NearExpiryThresholdDays] ?? 30),
    timeZone: values[SettingNames.TimeZone] ?? 'UTC',
    defaultLanguage: values[SettingNames.DefaultLanguage] ?? 'en',
    productDisplayName: values[SettingNames.ProductDisplayName] ?? null,
    isUserNameUpdateEnabled: isTrueSetting(values[SettingNames.IsUserNameUpdateEnabled]),
    isEmailUpdateEnabled: isTrueSetting(values[SettingNames.IsEmailUpdateEnabled]),
  };
}

export async function getSettings(scope: RequestScope): Promise<TenantSettings> {
  return toTenantSettings(settingValuesOf(await scope.db.run((trx) => settingRows(trx))));
}

/**
 * What else must follow a change of the tenant's time zone, in the same transaction (the dashboard's figures kept
 * per expiration date in that zone, ADR 031). Handed in by the app so that settings imports no module of its own.
 */
export type TimeZoneFollower = (trx: Kysely<Schema>, tenantId: string) => Promise<void>;

/** New values show in application-configuration `setting.values` on the next request. */
export async function updateSettings(
  scope: RequestScope,
  input: UpdateInput,
  timeZoneFollower: TimeZoneFollower,
): Promise<TenantSettings> {
  const time = new Date();
  const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'True' : 'False');
  const wanted: Record<string, string | null | undefined> = {
    [SettingNames.NearExpiryThresholdDays]: String(input.nearExpiryThresholdDays),
    [SettingNames.TimeZone]: input.timeZone,
    [SettingNames.DefaultLanguage]: input.defaultLanguage,
    [SettingNames.ProductDisplayName]: input.productDisplayName ? input.productDisplayName : null,
    [SettingNames.IsUserNameUpdateEnabled]: flag(input.isUserNameUpdateEnabled),
    [SettingNames.IsEmailUpdateEnabled]: flag(input.isEmailUpdateEnabled),
  };
  return scope.db.run(async (trx) => {
    const before = settingValuesOf(await settingRows(trx));
    for (const [name, value] of Object.entries(wanted)) {
      if (value !== undefined) await putSetting(trx, scope.db.tenantId, name, value);
    }
    const after = settingValuesOf(await settingRows(trx));
    const changes = changedFields(before, after);
    if (before[SettingNames.TimeZone] !== after[SettingNames.TimeZone])
      await timeZoneFollower(trx, scope.db.tenantId);
    if (Object.keys(changes).length > 0) {
      await audit(trx, scope, {
        entityName: 'Setting',
        entityId: scope.db.tenantId,
        action: 'Updated',
        changedFields: changes,
        time,
      });
    }
    return toTenantSettings(after);
  });
}
