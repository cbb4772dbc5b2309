import { endpoints } from '@inventory/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { createCustomization, deleteCustomization, getCustomizations } from './customization.service.ts';
import { updateCustomizationById } from './customization.service.ts';

export function registerCustomizationRoutes(app: FastifyInstance): void {
  const e = endpoints.customization;
  route(app, e.create, ({ body }, scope) => createCustomization(scope, body));
  route(app, e.list, ({ query }, scope) => getCustomizations(scope, query));
  route(app, e.update, ({ params, body }, scope) => updateCustomizationById(scope, params.id, body));
  route(app, e.delete, ({ params }, scope) => deleteCustomization(scope, params.id));
}
