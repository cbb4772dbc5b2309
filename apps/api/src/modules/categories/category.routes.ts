import { endpoints } from '@inventory/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { createCategory, deleteCategory, getCategories, getCategory } from './category.service.ts';
import { updateCategoryById } from './category.service.ts';

export function registerCategoryRoutes(app: FastifyInstance): void {
  const e = endpoints.category;
  route(app, e.create, ({ body }, scope) => createCategory(scope, body));
  route(app, e.list, ({ query }, scope) => getCategories(scope, query));
  route(app, e.get, ({ params }, scope) => getCategory(scope, params.id));
  route(app, e.update, ({ params, body }, scope) => updateCategoryById(scope, params.id, body));
  route(app, e.delete, ({ params }, scope) => deleteCategory(scope, params.id));
}
