import { endpoints } from '@inventory/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { getSettings, updateSettings, type TimeZoneFollower } from './settings.service.ts';

export function registerSettingsRoutes(
  app: FastifyInstance,
  { timeZoneFollower }: { timeZoneFollower: TimeZoneFollower },
): void {
  const e = endpoints.settings;
  route(app, e.get, (_input, scope) => getSettings(scope));
  route(app, e.update, ({ body }, scope) => updateSettings(scope, body, timeZoneFollower));
}
