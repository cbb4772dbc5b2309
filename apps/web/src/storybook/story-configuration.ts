import { endpoints } from '@inventory/contracts';
import {
  applicationConfigurationFor,
  createFixtureStore,
  cultureOf,
  mockPath,
} from '@inventory/contracts/mocks';
import { http, HttpResponse, type HttpHandler } from 'msw';

export interface StoryGrants {
  /** The policies the user holds (replaces the admin's). */
  policies: readonly string[];
  /** Feature values to change, e.g. `{ 'Inventory.Supplier': 'False' }`. */
  features?: Record<string, string>;
}

/**
 * Story-only: the application configuration of the demo tenant's admin with other grants, so a route story shows
 * what a user with less access sees (the route guard, hidden actions). Use in `beforeEach: ({ msw }) =>
 * msw.use(...configurationWith({ policies: [...] }))`.
 */
export function configurationWith({ policies, features = {} }: StoryGrants): HttpHandler[] {
  const store = createFixtureStore();
  return [
    http.get(mockPath(endpoints.abp.applicationConfiguration), ({ request }) => {
      const configuration = applicationConfigurationFor(
        store,
        store.defaultTenantId,
        cultureOf(request.headers.get('Accept-Language')),
      );
      return HttpResponse.json({
        ...configuration,
        auth: { grantedPolicies: Object.fromEntries(policies.map((p) => [p, true])) },
        features: { values: { ...configuration.features.values, ...features } },
      });
    }),
  ];
}
