import { endpoints } from '@inventory/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { getDashboard } from './dashboard.service.ts';

export function registerDashboardRoutes(app: FastifyInstance): void {
  route(app, endpoints.dashboard.get, (_input, scope) => getDashboard(scope));
}
