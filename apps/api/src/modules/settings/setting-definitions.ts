/**
 * Settings the client sees in `setting.values` (names as the contracts' mock and ABP use them), with defaults
 * applied when a tenant has no stored value (business-rules §2, §4).
 */
export const SettingNames = {
  DefaultLanguage: 'Abp.Localization.DefaultLanguage',
  TimeZone: 'Abp.Timing.TimeZone',
  NearExpiryThresholdDays: 'Inventory.NearExpiryThresholdDays',
  ProductDisplayName: 'Inventory.ProductDisplayName',
  // ABP Identity's: whether users may change their own user name / e-mail on the profile.
  IsUserNameUpdateEnabled: 'Abp.Identity.User.IsUserNameUpdateEnabled',
  IsEmailUpdateEnabled: 'Abp.Identity.User.IsEmailUpdateEnabled',
} as const;

export const settingDefaults: Readonly<Record<string, string | null>> = {
  [SettingNames.DefaultLanguage]: 'en',
  [SettingNames.TimeZone]: 'UTC',
  [SettingNames.NearExpiryThresholdDays]: '30',
  [SettingNames.ProductDisplayName]: null,
  [SettingNames.IsUserNameUpdateEnabled]: 'true',
  [SettingNames.IsEmailUpdateEnabled]: 'true',
};

/** Stored values over the defaults; only defined (client-visible) settings are returned. */
export function settingValuesOf(
  rows: readonly { name: string; value: string }[],
): Record<string, string | null> {
  const stored = new Map(rows.map((row) => [row.name, row.value]));
  return Object.fromEntries(
    Object.entries(settingDefaults).map(([name, fallback]) => [name, stored.get(name) ?? fallback]),
  );
}

/**
 * The key under which a transaction keeps what it read of the settings (db/transaction-reads.ts); putSetting
 * forgets it, so a read after a write in the same transaction sees the new value.
 */
export const settingsReadKey = 'settings';
