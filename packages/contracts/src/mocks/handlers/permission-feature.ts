import type { HttpHandler } from 'msw';
import { allFeatures, tenantPermissionGroups } from '../../permissions.ts';
import { endpoints } from '../../registry.ts';
import { type MockOptions, mockEndpoint } from '../mock-endpoint.ts';
import type { FixtureStore } from '../store.ts';

// Display names are the names themselves: the real server localizes them, the UI translates by name.

function parentOf(name: string, all: readonly string[]): string | null {
  return all.filter((p) => name.startsWith(`${p}.`)).sort((a, b) => b.length - a.length)[0] ?? null;
}

/** Permission management (R = role name, U = user id) and feature management (T = tenant id). */
export function permissionFeatureHandlers(store: FixtureStore, options: MockOptions): HttpHandler[] {
  const p = endpoints.permissionManagement;
  const f = endpoints.featureManagement;
  const grantsOf = (tenantId: string, providerName: string, providerKey: string) =>
    store.grants[`${tenantId}|${providerName}|${providerKey}`] ?? [];

  return [
    mockEndpoint(
      p.get,
      store,
      ({ tenantId, query }) => {
        const direct = new Set(grantsOf(tenantId, query.providerName, query.providerKey));
        const viaRoles =
          query.providerName === 'U'
            ? (
                store.users.find((u) => u.tenantId === tenantId && u.id === query.providerKey)?.roleNames ??
                []
              ).map((role) => ({
                role,
                granted: new Set(grantsOf(tenantId, 'R', role)),
              }))
            : [];
        return {
          entityDisplayName: query.providerKey,
          groups: tenantPermissionGroups.map((group) => ({
            name: group.name,
            displayName: group.name,
            permissions: group.permissions.map((name) => {
              const roles = viaRoles.filter((v) => v.granted.has(name));
              return {
                name,
                displayName: name,
                parentName: parentOf(name, group.permissions),
                isGranted: direct.has(name) || roles.length > 0,
                allowedProviders: [],
                grantedProviders: [
                  ...(direct.has(name)
                    ? [{ providerName: query.providerName, providerKey: query.providerKey }]
                    : []),
                  ...roles.map((v) => ({ providerName: 'R', providerKey: v.role })),
                ],
              };
            }),
          })),
        };
      },
      options,
    ),
    mockEndpoint(
      p.update,
      store,
      ({ tenantId, query, body }) => {
        const key = `${tenantId}|${query.providerName}|${query.providerKey}`;
        const granted = new Set(store.grants[key] ?? []);
        for (const change of body.permissions) {
          if (change.isGranted) granted.add(change.name);
          else granted.delete(change.name);
        }
        store.grants[key] = [...granted];
        return undefined;
      },
      options,
    ),

    mockEndpoint(
      f.get,
      store,
      ({ query }) => {
        const values = store.features[query.providerKey ?? ''] ?? {};
        return {
          groups: [
            {
              name: 'Inventory',
              displayName: 'Inventory',
              features: allFeatures.map((name) => ({
                name,
                displayName: name,
                value: values[name] ?? 'False',
                provider: { name: query.providerName, key: query.providerKey ?? null },
                description: null,
                valueType: {
                  name: 'ToggleStringValueType',
                  properties: {},
                  validator: { name: 'BOOLEAN', properties: {} },
                },
                depth: 0,
                parentName: null,
              })),
            },
          ],
        };
      },
      options,
    ),
    mockEndpoint(
      f.update,
      store,
      ({ query, body }) => {
        const key = query.providerKey ?? '';
        store.features[key] = {
          ...(store.features[key] ?? {}),
          ...Object.fromEntries(body.features.map((x) => [x.name, x.value])),
        };
        return undefined;
      },
      options,
    ),
  ];
}
