import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { email, extraProperties, optionalText, requiredText, uuid, concurrencyStamp } from '../common.ts';
import { ValidationKeys, encodeValidationMessage, keyed } from '../validation-keys.ts';
import { password } from './password.ts';

// ABP's ProfileDto / UpdateProfileDto / ChangePasswordInput (@abp/ng.account.core); bounds are ABP Identity's.
export const profile = z.object({
  userName: z.string(),
  email: z.string(),
  name: z.string().nullish(),
  surname: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  isExternal: z.boolean(),
  hasPassword: z.boolean(),
  concurrencyStamp: concurrencyStamp(),
  extraProperties: extraProperties().nullish(),
});
export type Profile = z.infer<typeof profile>;

/** product-spec §2 "Edit profile": name, userName and email are required. */
export const updateProfile = z.object(
  {
    userName: requiredText(256),
    email: email(),
    name: requiredText(64),
    surname: optionalText(64),
    phoneNumber: optionalText(16),
    concurrencyStamp: concurrencyStamp(),
    extraProperties: extraProperties().nullish(),
  },
  keyed,
);
export type UpdateProfile = z.input<typeof updateProfile>;

export const changePassword = z.object(
  { currentPassword: requiredText(128), newPassword: password() },
  keyed,
);
export type ChangePassword = z.input<typeof changePassword>;

/** The change-password form (product-spec §2): the wire body plus a confirmation that must match. */
export const changePasswordForm = changePassword
  .extend({ pwdConfirm: requiredText(128) })
  .refine((form) => form.pwdConfirm === form.newPassword, {
    path: ['pwdConfirm'],
    error: encodeValidationMessage(ValidationKeys.passwordMismatch),
  });
export type ChangePasswordForm = z.input<typeof changePasswordForm>;

export const accountUser = z.object({ id: z.string(), userName: z.string(), name: z.string().nullish() });
export type AccountUser = z.infer<typeof accountUser>;
export const setPassword = z.object({ userId: uuid(), password: password() }, keyed);
export type SetPassword = z.input<typeof setPassword>;

export const accountEndpoints = {
  getProfile: defineEndpoint({
    name: 'account.getProfile',
    method: 'GET',
    path: '/api/account/my-profile',
    response: profile,
    permission: null,
  }),
  updateProfile: defineEndpoint({
    name: 'account.updateProfile',
    method: 'PUT',
    path: '/api/account/my-profile',
    body: updateProfile,
    response: profile,
    permission: null,
  }),
  changePassword: defineEndpoint({
    name: 'account.changePassword',
    method: 'POST',
    path: '/api/account/my-profile/change-password',
    body: changePassword,
    response: null,
    permission: null,
  }),
  listUsers: defineEndpoint({
    name: 'account.listUsers',
    method: 'GET',
    path: '/api/app/account-user',
    response: z.array(accountUser),
    permission: null,
  }),
  setPassword: defineEndpoint({
    name: 'account.setPassword',
    method: 'POST',
    path: '/api/app/account-user/set-password',
    body: setPassword,
    response: null,
    permission: 'AbpIdentity.Users.Update',
  }),
};
