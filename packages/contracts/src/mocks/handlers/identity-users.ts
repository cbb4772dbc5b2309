import type { HttpHandler } from 'msw';
import { ErrorCodes } from '../../errors.ts';
import { endpoints } from '../../registry.ts';
import { type MockOptions, mockEndpoint } from '../mock-endpoint.ts';
import { business } from '../respond.ts';
import type { FixtureStore, MockUser } from '../store.ts';
import { checkStamp, contains, dto, findOwned, ofTenant, page, sortRows } from '../table.ts';
import { currentUser } from './account.ts';

const userDto = (u: MockUser) => {
  const { password: _password, roleNames: _roles, ...rest } = dto(u);
  return { ...rest, tenantId: u.tenantId };
};

/** Identity users. */
export function identityUserHandlers(store: FixtureStore, options: MockOptions): HttpHandler[] {
  const u = endpoints.identityUsers;
  const users = (tenantId: string) => store.users.filter((x) => x.tenantId === tenantId);
  const rolesOf = (tenantId: string, names: readonly string[]) =>
    ofTenant(store.roles, tenantId)
      .filter((role) => names.includes(role.name))
      .map(dto);
  const assertUniqueUser = (tenantId: string, userName: string, email: string, exceptId?: string) => {
    const others = users(tenantId).filter((x) => x.id !== exceptId);
    if (others.some((x) => x.userName.toLowerCase() === userName.toLowerCase()))
      throw business(ErrorCodes.DuplicateUserName, `Username '${userName}' is already taken.`, {
        name: userName,
      });
    if (others.some((x) => x.email.toLowerCase() === email.toLowerCase()))
      throw business(ErrorCodes.DuplicateEmail, `Email '${email}' is already taken.`, { email });
  };
  const findUser = (tenantId: string, id: string) => findOwned(store.users, tenantId, id, 'IdentityUser');

  return [
    mockEndpoint(
      u.list,
      store,
      ({ tenantId, query }) => {
        const f = query.Filter;
        const rows = users(tenantId).filter(
          (x) =>
            !f ||
            contains(x.userName, f) ||
            contains(x.email, f) ||
            contains(x.name, f) ||
            contains(x.surname, f),
        );
        return page(sortRows(rows, query.Sorting, 'userName').map(userDto), query);
      },
      options,
    ),
    mockEndpoint(u.get, store, ({ tenantId, params }) => userDto(findUser(tenantId, params.id)), options),
    mockEndpoint(
      u.create,
      store,
      ({ tenantId, body }) => {
        assertUniqueUser(tenantId, body.userName, body.email);
        const user: MockUser = {
          id: store.nextId(),
          tenantId,
          creationTime: store.now(),
          isDeleted: false,
          userName: body.userName,
          name: body.name ?? null,
          surname: body.surname ?? null,
          email: body.email,
          emailConfirmed: false,
          phoneNumber: body.phoneNumber ?? null,
          phoneNumberConfirmed: false,
          isActive: body.isActive,
          lockoutEnabled: body.lockoutEnabled,
          lockoutEnd: null,
          concurrencyStamp: store.nextStamp(),
          entityVersion: 1,
          extraProperties: body.extraProperties ?? {},
          password: body.password,
          roleNames: body.roleNames ?? [],
        };
        store.users.push(user);
        return userDto(user);
      },
      options,
    ),
    mockEndpoint(
      u.update,
      store,
      ({ tenantId, params, body }) => {
        const user = findUser(tenantId, params.id);
        checkStamp(user, body.concurrencyStamp);
        assertUniqueUser(tenantId, body.userName, body.email, user.id);
        Object.assign(user, {
          userName: body.userName,
          name: body.name ?? null,
          surname: body.surname ?? null,
          email: body.email,
          phoneNumber: body.phoneNumber ?? null,
          isActive: body.isActive,
          lockoutEnabled: body.lockoutEnabled,
          concurrencyStamp: store.nextStamp(),
          entityVersion: user.entityVersion + 1,
        });
        if (body.roleNames) user.roleNames = [...body.roleNames];
        if (body.password) user.password = body.password;
        return userDto(user);
      },
      options,
    ),
    mockEndpoint(
      u.delete,
      store,
      ({ tenantId, params }) => {
        const user = findUser(tenantId, params.id);
        if (store.authenticated && currentUser(store, tenantId).id === user.id)
          throw business(ErrorCodes.CannotDeleteSelf, 'You can not delete your own account!');
        store.users.splice(store.users.indexOf(user), 1);
        return undefined;
      },
      options,
    ),
    mockEndpoint(
      u.unlock,
      store,
      ({ tenantId, params }) => {
        const user = findUser(tenantId, params.id);
        if (user.lockoutEnd !== null)
          Object.assign(user, {
            lockoutEnd: null,
            concurrencyStamp: store.nextStamp(),
            entityVersion: user.entityVersion + 1,
          });
        return undefined;
      },
      options,
    ),
    mockEndpoint(
      u.getRoles,
      store,
      ({ tenantId, params }) => ({ items: rolesOf(tenantId, findUser(tenantId, params.id).roleNames) }),
      options,
    ),
    mockEndpoint(
      u.updateRoles,
      store,
      ({ tenantId, params, body }) => {
        findUser(tenantId, params.id).roleNames = [...body.roleNames];
        return undefined;
      },
      options,
    ),
    mockEndpoint(
      u.assignableRoles,
      store,
      ({ tenantId }) => ({ items: ofTenant(store.roles, tenantId).map(dto) }),
      options,
    ),
    mockEndpoint(
      u.findByUserName,
      store,
      ({ tenantId, params }) => {
        const user = users(tenantId).find((x) => x.userName.toLowerCase() === params.userName.toLowerCase());
        return user ? userDto(user) : null;
      },
      options,
    ),
    mockEndpoint(
      u.findByEmail,
      store,
      ({ tenantId, params }) => {
        const user = users(tenantId).find((x) => x.email.toLowerCase() === params.email.toLowerCase());
        return user ? userDto(user) : null;
      },
      options,
    ),
  ];
}
