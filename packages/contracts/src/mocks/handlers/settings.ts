import type { HttpHandler } from 'msw';
import type { TenantSettings } from '../../areas/settings.ts';
import { endpoints } from '../../registry.ts';
import { type MockOptions, mockEndpoint } from '../mock-endpoint.ts';
import type { FixtureStore } from '../store.ts';
import { contains, dto, ofTenant, page, sortRows } from '../table.ts';

const defaults: TenantSettings = {
  nearExpiryThresholdDays: 30,
  timeZone: 'UTC',
  defaultLanguage: 'en',
  productDisplayName: null,
  isUserNameUpdateEnabled: true,
  isEmailUpdateEnabled: true,
};

const sameName = (value: string, wanted: string | undefined) =>
  !wanted || value.toLowerCase() === wanted.toLowerCase();

export function settingsHandlers(store: FixtureStore, options: MockOptions): HttpHandler[] {
  return [
    mockEndpoint(
      endpoints.settings.get,
      store,
      ({ tenantId }) => store.settings[tenantId] ?? defaults,
      options,
    ),
    mockEndpoint(
      endpoints.settings.update,
      store,
      ({ tenantId, body }) => {
        // Absent profile flags stay as they were (as the server does).
        const previous = store.settings[tenantId] ?? defaults;
        store.settings[tenantId] = {
          ...body,
          productDisplayName: body.productDisplayName ?? null,
          isUserNameUpdateEnabled: body.isUserNameUpdateEnabled ?? previous.isUserNameUpdateEnabled,
          isEmailUpdateEnabled: body.isEmailUpdateEnabled ?? previous.isEmailUpdateEnabled,
        };
        return store.settings[tenantId];
      },
      options,
    ),
    mockEndpoint(
      endpoints.auditLog.list,
      store,
      ({ tenantId, query }) => {
        const rows = ofTenant(store.auditLog, tenantId).filter(
          (x) =>
            contains(x.userName, query.UserName) &&
            // As the server: the user by containment, entity and action exactly (any case).
            sameName(x.entityName, query.EntityName) &&
            sameName(x.action, query.Action) &&
            (!query.StartTime || x.executionTime >= query.StartTime) &&
            (!query.EndTime || x.executionTime <= query.EndTime) &&
            // As the server: a status below 400 asks for the writes that succeeded (recorded without one).
            (query.HttpStatusCode === undefined ||
              (query.HttpStatusCode < 400
                ? (x.httpStatus ?? null) === null
                : x.httpStatus === query.HttpStatusCode)),
        );
        return page(sortRows(rows, query.Sorting, 'executionTime desc').map(dto), query);
      },
      options,
    ),
  ];
}
