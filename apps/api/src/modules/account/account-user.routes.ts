import { endpoints } from '@inventory/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { getAccountUsers, setUserPassword } from './account-user.service.ts';

export function registerAccountUserRoutes(app: FastifyInstance): void {
  const e = endpoints.account;
  route(app, e.listUsers, (_input, scope) => getAccountUsers(scope));
  route(app, e.setPassword, ({ body }, scope) => setUserPassword(scope, body));
}
