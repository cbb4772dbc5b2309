import { endpoints } from '@inventory/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { getFeatures, updateFeatures } from './feature.service.ts';

export function registerFeatureManagementRoutes(app: FastifyInstance): void {
  const e = endpoints.featureManagement;
  route(app, e.get, ({ query }, scope) => getFeatures(scope, query));
  route(app, e.update, ({ query, body }, scope) => updateFeatures(scope, query, body));
}
