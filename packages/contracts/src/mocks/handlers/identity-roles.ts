import type { HttpHandler } from 'msw';
import { ErrorCodes } from '../../errors.ts';
import { endpoints } from '../../registry.ts';
import { type MockOptions, mockEndpoint } from '../mock-endpoint.ts';
import { business } from '../respond.ts';
import type { FixtureStore } from '../store.ts';
import { checkStamp, contains, dto, findOwned, ofTenant, page, sortRows } from '../table.ts';

/** Identity roles. */
export function identityRoleHandlers(store: FixtureStore, options: MockOptions): HttpHandler[] {
  const r = endpoints.identityRoles;
  const users = (tenantId: string) => store.users.filter((x) => x.tenantId === tenantId);
  const assertUniqueRole = (tenantId: string, name: string, exceptId?: string) => {
    if (
      ofTenant(store.roles, tenantId).some(
        (x) => x.id !== exceptId && x.name.toLowerCase() === name.toLowerCase(),
      )
    )
      throw business(ErrorCodes.DuplicateRoleName, `Role name '${name}' is already taken.`, { name });
  };

  return [
    mockEndpoint(
      r.all,
      store,
      ({ tenantId }) => ({ items: ofTenant(store.roles, tenantId).map(dto) }),
      options,
    ),
    mockEndpoint(
      r.list,
      store,
      ({ tenantId, query }) => {
        const rows = ofTenant(store.roles, tenantId).filter((x) => contains(x.name, query.Filter));
        return page(sortRows(rows, query.Sorting, 'name').map(dto), query);
      },
      options,
    ),
    mockEndpoint(
      r.get,
      store,
      ({ tenantId, params }) => dto(findOwned(store.roles, tenantId, params.id, 'IdentityRole')),
      options,
    ),
    mockEndpoint(
      r.create,
      store,
      ({ tenantId, body }) => {
        assertUniqueRole(tenantId, body.name);
        const role = {
          id: store.nextId(),
          tenantId,
          name: body.name,
          isDefault: body.isDefault,
          isPublic: body.isPublic,
          isStatic: false,
          concurrencyStamp: store.nextStamp(),
          extraProperties: body.extraProperties ?? {},
        };
        store.roles.push(role);
        return dto(role);
      },
      options,
    ),
    mockEndpoint(
      r.update,
      store,
      ({ tenantId, params, body }) => {
        const role = findOwned(store.roles, tenantId, params.id, 'IdentityRole');
        checkStamp(role, body.concurrencyStamp);
        if (role.isStatic && role.name !== body.name)
          throw business(
            ErrorCodes.StaticRoleCannotBeChanged,
            `The static role '${role.name}' can not be renamed.`,
            { name: role.name },
          );
        assertUniqueRole(tenantId, body.name, role.id);
        const oldName = role.name;
        Object.assign(role, {
          name: body.name,
          isDefault: body.isDefault,
          isPublic: body.isPublic,
          concurrencyStamp: store.nextStamp(),
        });
        for (const user of users(tenantId))
          user.roleNames = user.roleNames.map((n) => (n === oldName ? body.name : n));
        return dto(role);
      },
      options,
    ),
    mockEndpoint(
      r.delete,
      store,
      ({ tenantId, params }) => {
        const role = findOwned(store.roles, tenantId, params.id, 'IdentityRole');
        if (role.isStatic)
          throw business(
            ErrorCodes.StaticRoleCannotBeChanged,
            `The static role '${role.name}' can not be deleted.`,
            { name: role.name },
          );
        store.roles.splice(store.roles.indexOf(role), 1);
        for (const user of users(tenantId)) user.roleNames = user.roleNames.filter((n) => n !== role.name);
        return undefined;
      },
      options,
    ),
  ];
}
