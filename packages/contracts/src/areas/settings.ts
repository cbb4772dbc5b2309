import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { optionalText } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { ValidationKeys, encodeValidationMessage, keyed } from '../validation-keys.ts';

export const supportedLanguages = ['en', 'zh-Hans'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

function isIanaTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Tenant settings (business-rules.md §4, §2): near-expiry threshold 0..3650 days, IANA time zone, language. */
export const tenantSettings = z.object({
  nearExpiryThresholdDays: z.number().int(),
  timeZone: z.string(),
  defaultLanguage: z.string(),
  productDisplayName: z.string().nullish(),
  /** ABP Identity's `Abp.Identity.User.IsUserNameUpdateEnabled` / `IsEmailUpdateEnabled` (profile edits). */
  isUserNameUpdateEnabled: z.boolean().optional(),
  isEmailUpdateEnabled: z.boolean().optional(),
});
export type TenantSettings = z.infer<typeof tenantSettings>;

export const updateTenantSettings = z.object(
  {
    nearExpiryThresholdDays: z.number(keyed).int(keyed).min(0, keyed).max(3650, keyed),
    timeZone: z
      .string(keyed)
      .trim()
      .min(1, keyed)
      .refine(isIanaTimeZone, { error: encodeValidationMessage(ValidationKeys.oneOf, { values: 'IANA' }) }),
    defaultLanguage: z.enum(supportedLanguages, keyed),
    productDisplayName: optionalText(64),
    /** Absent: left as it is. */
    isUserNameUpdateEnabled: z.boolean(keyed).optional(),
    isEmailUpdateEnabled: z.boolean(keyed).optional(),
  },
  keyed,
);
export type UpdateTenantSettings = z.input<typeof updateTenantSettings>;

export const settingsEndpoints = {
  get: defineEndpoint({
    name: 'settings.get',
    method: 'GET',
    path: '/api/app/settings',
    response: tenantSettings,
    permission: Permissions.Settings,
  }),
  update: defineEndpoint({
    name: 'settings.update',
    method: 'PUT',
    path: '/api/app/settings',
    body: updateTenantSettings,
    response: tenantSettings,
    permission: Permissions.Settings,
  }),
};
