import { endpoints } from '@inventory/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { changeMyPassword, getMyProfile, updateMyProfile } from './profile.service.ts';

export function registerProfileRoutes(app: FastifyInstance): void {
  const e = endpoints.account;
  route(app, e.getProfile, (_input, scope) => getMyProfile(scope));
  route(app, e.updateProfile, ({ body }, scope) => updateMyProfile(scope, body));
  route(app, e.changePassword, ({ body }, scope) => changeMyPassword(scope, body));
}
