import { useApplicationConfiguration } from './application-configuration.ts';

/** ABP's time zone setting; the server's default (UTC) until the configuration names another. */
const timeZoneSetting = 'Abp.Timing.TimeZone';
/** Days before expiry a batch counts as near expiry (business-rules §4; the server's default 30). */
const nearExpirySetting = 'Inventory.NearExpiryThresholdDays';

/** The tenant's time zone: a document's day and a batch's expiry status are counted there. */
export function useTenantTimeZone(): string {
  const { data } = useApplicationConfiguration();
  return data?.setting?.values[timeZoneSetting] ?? 'UTC';
}

/** The tenant's near-expiry threshold in days. */
export function useNearExpiryDays(): number {
  const { data } = useApplicationConfiguration();
  const days = Number(data?.setting?.values[nearExpirySetting] ?? '30');
  return Number.isInteger(days) && days >= 0 ? days : 30;
}

/** ABP Identity's profile switches (the settings screen's): a field a user may not change on their profile. */
const profileSwitches = {
  userName: 'Abp.Identity.User.IsUserNameUpdateEnabled',
  email: 'Abp.Identity.User.IsEmailUpdateEnabled',
} as const;

/** The profile fields the business keeps as they are (the server keeps their stored value whatever is sent). */
export function useFixedProfileFields(): readonly ('userName' | 'email')[] {
  const { data } = useApplicationConfiguration();
  const values = data?.setting?.values ?? {};
  return (['userName', 'email'] as const).filter(
    (field) => (values[profileSwitches[field]] ?? 'true').trim().toLowerCase() === 'false',
  );
}
