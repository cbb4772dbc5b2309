import type { HttpHandler } from 'msw';
import { ErrorCodes } from '../../errors.ts';
import { endpoints } from '../../registry.ts';
import { type MockOptions, mockEndpoint } from '../mock-endpoint.ts';
import { MockAbpError, business, notFound } from '../respond.ts';
import type { FixtureStore, MockUser } from '../store.ts';
import { checkStamp } from '../table.ts';

/** Who is signed in, per store and tenant, by id: the signed-in admin stays signed in after renaming themselves. */
const signedInIds = new WeakMap<FixtureStore, Map<string, string>>();

/** The tenant's signed-in user (its `admin` at first), or none while the store is signed out. */
export function signedInUser(store: FixtureStore, tenantId: string): MockUser | undefined {
  if (!store.authenticated) return undefined;
  const ids = signedInIds.get(store) ?? new Map<string, string>();
  signedInIds.set(store, ids);
  const known = ids.get(tenantId);
  const user = store.users.find((u) =>
    known === undefined ? u.tenantId === tenantId && u.userName === 'admin' : u.id === known,
  );
  if (user) ids.set(tenantId, user.id);
  return user;
}

/** The mock's signed-in user: the tenant's `admin` (401 when the store is signed out). */
export function currentUser(store: FixtureStore, tenantId: string): MockUser {
  const user = signedInUser(store, tenantId);
  if (!user) throw new MockAbpError(401, { code: ErrorCodes.Unauthorized, message: 'Unauthorized' });
  return user;
}

const profileOf = (u: MockUser) => ({
  userName: u.userName,
  email: u.email,
  name: u.name ?? null,
  surname: u.surname ?? null,
  phoneNumber: u.phoneNumber ?? null,
  isExternal: false,
  hasPassword: true,
  concurrencyStamp: u.concurrencyStamp ?? null,
  extraProperties: u.extraProperties ?? {},
});

export function accountHandlers(store: FixtureStore, options: MockOptions): HttpHandler[] {
  const e = endpoints.account;
  return [
    mockEndpoint(e.getProfile, store, ({ tenantId }) => profileOf(currentUser(store, tenantId)), options),
    mockEndpoint(
      e.updateProfile,
      store,
      ({ tenantId, body }) => {
        const user = currentUser(store, tenantId);
        checkStamp(user, body.concurrencyStamp);
        const clash = store.users.find(
          (u) =>
            u.tenantId === tenantId &&
            u.id !== user.id &&
            u.userName.toLowerCase() === body.userName.toLowerCase(),
        );
        if (clash)
          throw business(ErrorCodes.DuplicateUserName, `Username '${body.userName}' is already taken.`, {
            name: body.userName,
          });
        Object.assign(user, {
          userName: body.userName,
          email: body.email,
          name: body.name,
          surname: body.surname ?? null,
          phoneNumber: body.phoneNumber ?? null,
          concurrencyStamp: store.nextStamp(),
        });
        return profileOf(user);
      },
      options,
    ),
    mockEndpoint(
      e.changePassword,
      store,
      ({ tenantId, body }) => {
        const user = currentUser(store, tenantId);
        if (body.currentPassword !== user.password)
          throw business(ErrorCodes.IncorrectPassword, 'Incorrect password.');
        user.password = body.newPassword;
        return undefined;
      },
      options,
    ),
    mockEndpoint(
      e.listUsers,
      store,
      ({ tenantId }) =>
        store.users
          .filter((u) => u.tenantId === tenantId)
          .map((u) => ({ id: u.id, userName: u.userName, name: u.name ?? null })),
      options,
    ),
    mockEndpoint(
      e.setPassword,
      store,
      ({ tenantId, body }) => {
        const user = store.users.find((u) => u.tenantId === tenantId && u.id === body.userId);
        if (!user) throw notFound('IdentityUser', body.userId);
        user.password = body.password;
        return undefined;
      },
      options,
    ),
  ];
}
