import { endpoints } from '@inventory/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { createRole, deleteRoleById, getAllRoles, getRole, getRoles } from './role.service.ts';
import { updateRoleById } from './role.service.ts';
import { getAssignableRoles, getUserRoles, updateUserRoles } from './user-roles.service.ts';
import { createUser, deleteUserById, findUserByEmail, findUserByUserName, getUser } from './user.service.ts';
import { getUsers, updateUserById } from './user.service.ts';
import { unlockUserById } from './user-unlock.service.ts';

/** ABP answers a method returning null with 204 and no body (the lookups by user name / e-mail). */
function answerNullAsNoContent(app: FastifyInstance, names: readonly string[]): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const name = request.routeOptions.config.endpoint?.name;
    if (name === undefined || !names.includes(name) || reply.statusCode !== 200 || payload !== 'null')
      return payload;
    reply.code(204);
    return '';
  });
}

export function registerIdentityRoutes(app: FastifyInstance): void {
  const u = endpoints.identityUsers;
  answerNullAsNoContent(app, [u.findByUserName.name, u.findByEmail.name]);
  // Static segments (assignable-roles, by-username) are registered like the rest: Fastify prefers them over {id}.
  route(app, u.list, ({ query }, scope) => getUsers(scope, query));
  route(app, u.assignableRoles, (_input, scope) => getAssignableRoles(scope));
  route(app, u.findByUserName, ({ params }, scope) => findUserByUserName(scope, params.userName));
  route(app, u.findByEmail, ({ params }, scope) => findUserByEmail(scope, params.email));
  route(app, u.get, ({ params }, scope) => getUser(scope, params.id));
  route(app, u.create, ({ body }, scope) => createUser(scope, body));
  route(app, u.update, ({ params, body }, scope) => updateUserById(scope, params.id, body));
  route(app, u.delete, ({ params }, scope) => deleteUserById(scope, params.id));
  route(app, u.unlock, ({ params }, scope) => unlockUserById(scope, params.id));
  route(app, u.getRoles, ({ params }, scope) => getUserRoles(scope, params.id));
  route(app, u.updateRoles, ({ params, body }, scope) => updateUserRoles(scope, params.id, body.roleNames));

  const r = endpoints.identityRoles;
  route(app, r.all, (_input, scope) => getAllRoles(scope));
  route(app, r.list, ({ query }, scope) => getRoles(scope, query));
  route(app, r.get, ({ params }, scope) => getRole(scope, params.id));
  route(app, r.create, ({ body }, scope) => createRole(scope, body));
  route(app, r.update, ({ params, body }, scope) => updateRoleById(scope, params.id, body));
  route(app, r.delete, ({ params }, scope) => deleteRoleById(scope, params.id));
}
