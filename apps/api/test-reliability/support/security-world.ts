import { randomBytes } from 'node:crypto';
import { call, type ApiResponse } from '../../test/helpers/http.ts';

/** Ids (and tenant-scoped names used as references) of one of everything a tenant can own. */
export interface Refs {
  tenantId: string;
  warehouseId: string;
  warehouse2Id: string;
  rootCategoryId: string;
  categoryId: string;
  skuId: string;
  kitId: string;
  supplierId: string;
  customizationId: string;
  roleId: string;
  roleName: string;
  userId: string;
  userName: string;
  userEmail: string;
  purchaseId: string;
  /** A line of a submitted (Processing) purchase, still to be received. */
  purchaseLineId: string;
  sellId: string;
  /** A line of a submitted (Processing) sale, still to be delivered. */
  sellLineId: string;
  warehouseInvoiceId: string;
  yieldId: string;
  /** A submitted production order without a warehouse (Processing): its product and materials still to move. */
  processingYieldId: string;
  yieldMaterialLineId: string;
}
export type RefKey = keyof Refs;

/** Names a tenant's own records carry (values an update keeps; never swapped for another tenant's). */
export interface Own {
  /** In every name this tenant made (never hex, so never inside an id or a stamp). */
  tag: string;
  warehouseName: string;
  categoryName: string;
  supplierName: string;
  customizationCode: string;
  roleName: string;
  userName: string;
  userEmail: string;
}

export interface Tenant {
  id: string;
  token: string;
  refs: Refs;
  own: Own;
}

export const unique = (prefix: string): string => `${prefix}-${randomBytes(4).toString('hex')}`;

export type Api = <T = unknown>(method: string, path: string, body?: unknown) => Promise<ApiResponse<T>>;

export function apiAs(baseUrl: string, token: string, headers?: Record<string, string>): Api {
  return (method, path, body) => call(baseUrl, method, path, { token, body, headers });
}

async function created(api: Api, method: string, path: string, body: unknown): Promise<{ id: string }> {
  const response = await api<{ id: string }>(method, path, body);
  if (response.status !== 200) {
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return response.body;
}

/** The newest document of a list (a sell save answers 204 without its id). */
async function newest(api: Api, path: string): Promise<string> {
  const response = await api<{ items: { id: string }[] }>(
    'GET',
    `${path}?MaxResultCount=1&IsNeedDiscard=true`,
  );
  const id = response.body.items[0]?.id;
  if (!id) throw new Error(`nothing listed at ${path}`);
  return id;
}

/**
 * One of everything that has an id, made through the API by the tenant's admin: master data, a role and a user,
 * stock (a submitted receipt), and a Draft of each document kind (the most writable state).
 */
export async function populateTenant(baseUrl: string, tenantId: string, token: string): Promise<Tenant> {
  const api = apiAs(baseUrl, token);
  const tag = `t${randomBytes(3).toString('hex')}`;
  const own: Own = {
    tag,
    warehouseName: `wh-${tag}`,
    categoryName: `cat-${tag}`,
    supplierName: `sup-${tag}`,
    customizationCode: `cust-${tag}`,
    roleName: `role-${tag}`,
    userName: `user-${tag}`,
    userEmail: `user-${tag}@isolation.local`,
  };
  const warehouseId = (await created(api, 'POST', '/api/app/warehouse', { name: own.warehouseName })).id;
  const warehouse2Id = (await created(api, 'POST', '/api/app/warehouse', { name: `wh2-${tag}` })).id;
  const rootCategoryId = (await created(api, 'POST', '/api/app/category', { name: `root-${tag}` })).id;
  const categoryId = (
    await created(api, 'POST', '/api/app/category', { name: own.categoryName, parentId: rootCategoryId })
  ).id;
  const skuId = (
    await created(api, 'POST', '/api/app/s-kU', {
      name: `sku-${tag}`,
      unit: 'kg',
      cost: 2,
      attributeId: categoryId,
    })
  ).id;
  const kitId = (
    await created(api, 'POST', '/api/app/s-kU', { name: `kit-${tag}`, groups: [{ id: skuId, number: 1 }] })
  ).id;
  const supplierId = (await created(api, 'POST', '/api/app/supplier', { name: own.supplierName })).id;
  const customizationId = (
    await created(api, 'POST', '/api/app/customization', { code: own.customizationCode, value: { a: 1 } })
  ).id;
  const roleId = (await created(api, 'POST', '/api/identity/roles', { name: own.roleName })).id;
  const userId = (
    await created(api, 'POST', '/api/identity/users', {
      userName: own.userName,
      email: own.userEmail,
      password: '1q2w3E*x',
      roleNames: [own.roleName],
    })
  ).id;
  await created(api, 'POST', '/api/app/warehouse-invoice/save', {
    warehouseId,
    stockType: 'In',
    isSubmit: true,
    items: [{ skuId, count: 1000, batchNumber: `B-${tag}` }],
  });
  // An emptied balance in the second warehouse, for the call that deletes empty stock rows.
  for (const stockType of ['In', 'Out']) {
    await created(api, 'POST', '/api/app/warehouse-invoice/save', {
      warehouseId: warehouse2Id,
      stockType,
      isSubmit: true,
      items: [{ skuId, count: 1, batchNumber: `E-${tag}` }],
    });
  }
  const warehouseInvoiceId = (
    await created(api, 'POST', '/api/app/warehouse-invoice/save', {
      warehouseId,
      stockType: 'In',
      items: [{ skuId, count: 1, batchNumber: `D-${tag}` }],
    })
  ).id;
  const purchaseId = (
    await created(api, 'POST', '/api/app/purchase-invoice/save', {
      supplierId,
      items: [{ skuId, count: 1, price: 1 }],
    })
  ).id;
  const ordered = await created(api, 'POST', '/api/app/purchase-invoice/save', {
    supplierId,
    isSubmit: true,
    items: [{ skuId, count: 1000, price: 1 }],
  });
  const purchaseLineId = (ordered as { id: string; items?: { itemId: string }[] }).items?.[0]?.itemId ?? '';
  const sell = async (body: Record<string, unknown>) => {
    const sold = await api('POST', '/api/app/sell-invoice/save', body);
    if (sold.status !== 204)
      throw new Error(`sell save answered ${sold.status}: ${JSON.stringify(sold.body)}`);
    return newest(api, '/api/app/sell-invoice');
  };
  const submittedSellId = await sell({ isSubmit: true, items: [{ skuId, count: 100, price: 3 }] });
  const submittedSell = await api<{ items: { itemId: string }[] }>(
    'GET',
    `/api/app/sell-invoice/${submittedSellId}`,
  );
  const sellLineId = submittedSell.body.items[0]?.itemId ?? '';
  const sellId = await sell({ items: [{ skuId, count: 1, price: 3 }] });
  const processing = await created(api, 'POST', '/api/app/yield/save', {
    skuId: kitId,
    count: 100,
    isSubmit: true,
  });
  const yieldMaterialLineId =
    (processing as { id: string; items?: { itemId: string }[] }).items?.[0]?.itemId ?? '';
  const yieldId = (await created(api, 'POST', '/api/app/yield/save', { skuId: kitId, count: 1, warehouseId }))
    .id;
  return {
    id: tenantId,
    token,
    own,
    refs: {
      tenantId,
      warehouseId,
      warehouse2Id,
      rootCategoryId,
      categoryId,
      skuId,
      kitId,
      supplierId,
      customizationId,
      roleId,
      roleName: own.roleName,
      userId,
      userName: own.userName,
      userEmail: own.userEmail,
      purchaseId,
      purchaseLineId,
      sellId,
      sellLineId,
      warehouseInvoiceId,
      yieldId,
      processingYieldId: processing.id,
      yieldMaterialLineId,
    },
  };
}
