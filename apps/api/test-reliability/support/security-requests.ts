import type { Endpoint } from '@inventory/contracts';
import { unique, type Own, type RefKey, type Refs } from './security-world.ts';

/** One valid call of an endpoint: path parameters, query and body. */
export interface CallSpec {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
}

/**
 * Builds a valid call from a tenant's records. `refs` are references the server must resolve in the caller's
 * tenant (the isolation test swaps each for another tenant's); `own` are plain values the call keeps.
 */
export type CallBuilder = (refs: Refs, own: Own) => CallSpec;

const line = (r: Refs) => ({ skuId: r.skuId, count: 1, price: 2 });
const receipt = (r: Refs) => ({
  warehouseId: r.warehouseId,
  stockType: 'In',
  items: [{ skuId: r.skuId, count: 1, batchNumber: unique('B') }],
});

/**
 * Valid calls of every guarded endpoint that takes a body or a required query, by endpoint name then by case.
 * An endpoint missing here fails the isolation and mass-assignment tests: add its calls when adding the route.
 */
export const callBuilders: Record<string, Record<string, CallBuilder>> = {
  'account.updateProfile': {
    own: (_r, o) => ({
      body: { userName: 'admin', email: o.userEmail.replace('user-', 'admin-'), name: 'Admin' },
    }),
  },
  'account.changePassword': {
    same: () => ({ body: { currentPassword: '1q2w3E*', newPassword: '1q2w3E*' } }),
  },
  'account.setPassword': { user: (r) => ({ body: { userId: r.userId, password: '1q2w3E*y' } }) },
  'identityUsers.create': {
    withRole: (r) => ({
      body: {
        userName: unique('u'),
        email: `${unique('u')}@isolation.local`,
        password: '1q2w3E*x',
        roleNames: [r.roleName],
      },
    }),
  },
  'identityUsers.update': {
    withRole: (r, o) => ({
      params: { id: r.userId },
      body: { userName: o.userName, email: o.userEmail, name: 'Renamed', roleNames: [r.roleName] },
    }),
  },
  'identityUsers.updateRoles': {
    roles: (r) => ({ params: { id: r.userId }, body: { roleNames: [r.roleName] } }),
  },
  'identityRoles.create': { plain: () => ({ body: { name: unique('role') } }) },
  'identityRoles.update': {
    rename: (r, o) => ({ params: { id: r.roleId }, body: { name: o.roleName, isPublic: true } }),
  },
  'permissionManagement.get': {
    user: (r) => ({ query: { providerName: 'U', providerKey: r.userId } }),
    role: (r) => ({ query: { providerName: 'R', providerKey: r.roleName } }),
  },
  'permissionManagement.update': {
    user: (r) => ({
      query: { providerName: 'U', providerKey: r.userId },
      body: { permissions: [{ name: 'Inventory.Stock', isGranted: true }] },
    }),
    role: (r) => ({
      query: { providerName: 'R', providerKey: r.roleName },
      body: { permissions: [{ name: 'Inventory.Stock', isGranted: true }] },
    }),
  },
  'featureManagement.get': {
    tenant: (r) => ({ query: { providerName: 'T', providerKey: r.tenantId } }),
  },
  'featureManagement.update': {
    tenant: (r) => ({
      query: { providerName: 'T', providerKey: r.tenantId },
      body: { features: [{ name: 'Inventory.Stock', value: 'True' }] },
    }),
  },
  'tenants.create': {
    plain: () => ({
      body: {
        name: unique('t'),
        adminEmailAddress: `${unique('a')}@isolation.local`,
        adminPassword: '1q2w3E*',
      },
    }),
  },
  'tenants.update': { rename: (r) => ({ params: { id: r.tenantId }, body: { name: unique('t') } }) },
  'settings.update': {
    plain: () => ({ body: { nearExpiryThresholdDays: 30, timeZone: 'UTC', defaultLanguage: 'en' } }),
  },
  'warehouse.create': { plain: () => ({ body: { name: unique('wh'), remarks: 'r' } }) },
  'warehouse.update': {
    rename: (r, o) => ({ params: { id: r.warehouseId }, body: { name: o.warehouseName, remarks: 'r2' } }),
  },
  'category.create': { child: (r) => ({ body: { name: unique('cat'), parentId: r.rootCategoryId } }) },
  'category.update': {
    move: (r, o) => ({
      params: { id: r.categoryId },
      body: { name: o.categoryName, parentId: r.rootCategoryId },
    }),
  },
  'sku.create': {
    categorised: (r) => ({ body: { name: unique('sku'), attributeId: r.categoryId, cost: 1 } }),
    kit: (r) => ({ body: { name: unique('kit'), groups: [{ id: r.skuId, number: 2 }] } }),
  },
  'sku.update': {
    kit: (r) => ({
      params: { id: r.kitId },
      body: { name: 'kit', attributeId: r.categoryId, groups: [{ id: r.skuId, number: 1 }] },
    }),
  },
  'sku.setAttribute': { one: (r) => ({ body: { ids: [r.skuId], attributeId: r.categoryId } }) },
  'supplier.create': { plain: () => ({ body: { name: unique('sup'), contact: 'c' } }) },
  'supplier.update': {
    rename: (r, o) => ({ params: { id: r.supplierId }, body: { name: o.supplierName, contact: 'c2' } }),
  },
  'customization.create': { plain: () => ({ body: { code: unique('c'), value: { k: 1 } } }) },
  'customization.update': {
    edit: (r, o) => ({
      params: { id: r.customizationId },
      body: { code: o.customizationCode, value: { k: 2 } },
    }),
  },
  'stock.checkGroupStock': {
    kit: (r) => ({ params: { skuId: r.kitId }, query: { count: 1, warehouseId: r.warehouseId } }),
  },
  'stock.info': { sku: (r) => ({ query: { skuId: r.skuId, warehouseId: r.warehouseId } }) },
  'upload.uploadResult': { image: () => ({ query: { FileName: 'photo.png', ContentType: 'image/png' } }) },
  'stock.deleteEmpty': { empty: (r) => ({ query: { skuId: r.skuId, warehouseId: r.warehouse2Id } }) },
  'purchaseInvoice.save': {
    create: (r) => ({ body: { supplierId: r.supplierId, items: [line(r)] } }),
    update: (r) => ({ body: { id: r.purchaseId, supplierId: r.supplierId, items: [line(r)] } }),
    submitWithStockIn: (r) => ({
      body: {
        supplierId: r.supplierId,
        isSubmit: true,
        isCreateStockInvoice: true,
        warehouseId: r.warehouseId,
        items: [{ ...line(r), batchNumber: unique('P') }],
      },
    }),
  },
  'purchaseInvoice.setRemarks': { remarks: (r) => ({ body: { id: r.purchaseId, remarks: 'noted' } }) },
  'sellInvoice.save': {
    create: (r) => ({ body: { items: [{ ...line(r), warehouseId: r.warehouseId }] } }),
    update: (r) => ({ body: { id: r.sellId, items: [line(r)] } }),
    submitWithStockOut: (r) => ({
      body: { isSubmit: true, isCreateOutStockInvoice: true, warehouseId: r.warehouseId, items: [line(r)] },
    }),
  },
  'sellInvoice.setRemarks': { remarks: (r) => ({ body: { id: r.sellId, remarks: 'noted' } }) },
  'warehouseInvoice.save': {
    create: (r) => ({ body: receipt(r) }),
    update: (r) => ({ body: { ...receipt(r), id: r.warehouseInvoiceId } }),
    move: (r) => ({
      body: {
        warehouseId: r.warehouseId,
        moveToWarehouseId: r.warehouse2Id,
        stockType: 'Move',
        items: [{ skuId: r.skuId, count: 1 }],
      },
    }),
    receivePurchaseLine: (r) => ({
      body: {
        warehouseId: r.warehouseId,
        stockType: 'In',
        type: 'Purchase',
        isSubmit: true,
        items: [{ itemId: r.purchaseLineId, skuId: r.skuId, count: 1, batchNumber: unique('R') }],
      },
    }),
    receiveProduct: (r) => ({
      body: {
        warehouseId: r.warehouseId,
        stockType: 'In',
        type: 'Produce',
        isSubmit: true,
        items: [{ itemId: r.processingYieldId, skuId: r.kitId, count: 1, batchNumber: unique('K') }],
      },
    }),
    consumeMaterial: (r) => ({
      body: {
        warehouseId: r.warehouseId,
        stockType: 'Out',
        type: 'Produce',
        isSubmit: true,
        items: [{ itemId: r.yieldMaterialLineId, skuId: r.skuId, count: 1 }],
      },
    }),
    deliverSellLine: (r) => ({
      body: {
        warehouseId: r.warehouseId,
        stockType: 'Out',
        type: 'Sale',
        isSubmit: true,
        items: [{ itemId: r.sellLineId, skuId: r.skuId, count: 1 }],
      },
    }),
  },
  'warehouseInvoice.saveMany': { two: (r) => ({ body: [receipt(r), receipt(r)] }) },
  'warehouseInvoice.setRemarks': {
    remarks: (r) => ({ body: { id: r.warehouseInvoiceId, remarks: 'noted' } }),
  },
  'yield.save': {
    create: (r) => ({
      body: { skuId: r.kitId, count: 1, warehouseId: r.warehouseId, items: [{ skuId: r.skuId, count: 1 }] },
    }),
    update: (r) => ({ body: { id: r.yieldId, skuId: r.kitId, count: 2 } }),
    materialsFrom: (r) => ({
      body: {
        skuId: r.kitId,
        count: 1,
        items: [{ skuId: r.skuId, count: 1, warehouseId: r.warehouseId }],
      },
    }),
  },
  'yield.setRemarks': { remarks: (r) => ({ body: { id: r.yieldId, remarks: 'noted' } }) },
  'yield.groupSku': {
    kit: (r) => ({ params: { skuId: r.kitId }, query: { count: 1, warehouseId: r.warehouseId } }),
  },
  'stock.proposal': {
    sku: (r) => ({ params: { SKUId: r.skuId }, query: { Count: 1, WarehouseId: r.warehouseId } }),
  },
};

/** Endpoints that need a built call: a body, or a query that does not validate empty. */
export function needsBuiltCall(endpoint: Endpoint): boolean {
  return (
    endpoint.body !== undefined || (endpoint.query !== undefined && !endpoint.query.safeParse({}).success)
  );
}

/** The reference keys a builder reads (a recording proxy stands in for the refs). */
export function refKeysOf(builder: CallBuilder, own: Own): RefKey[] {
  const read = new Set<RefKey>();
  const recorder = new Proxy({} as Refs, {
    get: (_target, key) => {
      read.add(key as RefKey);
      return '00000000-0000-7000-8000-000000000000';
    },
  });
  builder(recorder, own);
  return [...read];
}

export function queryString(query: CallSpec['query']): string {
  if (!query) return '';
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return `?${search.toString()}`;
}
