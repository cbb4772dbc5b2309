import { hashPassword } from '../auth/password.ts';
import { HOST_TENANT_ID, type AppDb } from '../db/database.ts';
import { newId, newStamp, normalizeName } from '../db/ids.ts';
import { bindTenant, type TenantDb } from '../db/tenant-db.ts';
import { findTenantByName, insertTenant } from '../tenancy/tenant.repository.ts';
import { demoPassword, demoSeed, demoTenantName, hostSeed, type SeedUser } from './seed-data.ts';
import { seedMasterData } from './master-data.ts';
import { seedStock } from './stock.ts';
import { seedPurchasesAndSales } from './purchase-sell.ts';
import { seedYields } from './yields.ts';
import { hasUser, insertRolesAndUsers } from './seed-repository.ts';

export interface SeedResult {
  hostSeeded: boolean;
  demoSeeded: boolean;
  demoTenantId: string;
}

async function withHashes(users: readonly SeedUser[]) {
  // Hashing is slow on purpose: done before the transactions open.
  return Promise.all(
    users.map(async (user) => ({ ...user, passwordHash: await hashPassword(demoPassword) })),
  );
}

/**
 * Demo data of the other areas (master data, documents…), run in this order once, right after the demo tenant, its
 * users and warehouses were created. Add one entry per area file `seed/<area>.ts`.
 */
const demoAreaSeeds: readonly ((db: TenantDb) => Promise<void>)[] = [
  seedMasterData,
  seedStock,
  seedPurchasesAndSales,
  seedYields,
];

/**
 * Seeds the host admin and the demo tenant (business-rules §9), each only when missing, so it is safe at every
 * start. Runs as the application role like any other unit of work.
 */
export async function seed(
  db: AppDb,
  areaSeeds: readonly ((db: TenantDb) => Promise<void>)[] = demoAreaSeeds,
): Promise<SeedResult> {
  const hostSeeded = await seedHost(db);
  const existing = await db.system((trx) => findTenantByName(trx, demoTenantName));
  if (existing) return { hostSeeded, demoSeeded: false, demoTenantId: existing.id };
  const tenantId = newId();
  const users = await withHashes(demoSeed.users);
  await db.tenant(tenantId, async (trx) => {
    await insertRolesAndUsers(trx, tenantId, demoSeed.roles, users);
    await trx
      .insertInto('feature_values')
      .values(demoSeed.features.map((f) => ({ tenant_id: tenantId, ...f })))
      .execute();
    await trx
      .insertInto('settings')
      .values(demoSeed.settings.map((s) => ({ tenant_id: tenantId, ...s })))
      .execute();
    // One transaction stamps every row with the same creation time, so "oldest first" (liveIdsInOrder) falls back
    // to the id: ids a millisecond apart keep the main warehouse first (in the same millisecond their random tail
    // decided, and the demo's opening stock sometimes went to the second warehouse).
    const seededAt = Date.now();
    for (const [index, warehouse] of demoSeed.warehouses.entries()) {
      await trx
        .insertInto('warehouses')
        .values({
          tenant_id: tenantId,
          id: newId(seededAt + index),
          name: warehouse.name,
          normalized_name: normalizeName(warehouse.name),
          address: warehouse.address,
          tele_phone: warehouse.telePhone,
          remarks: warehouse.remarks,
          concurrency_stamp: newStamp(),
          extra_properties: '{}',
        })
        .execute();
    }
  });
  const tenantDb = bindTenant(db, tenantId);
  for (const seedArea of areaSeeds) await seedArea(tenantDb);
  // The tenant row comes last: it is what marks the demo as seeded, so a start killed half-way through seeding
  // leaves only rows of a tenant id nobody can sign in to, and the next start seeds the demo afresh.
  await db.system((trx) =>
    insertTenant(trx, { id: tenantId, name: demoTenantName, isActive: true, concurrencyStamp: newStamp() }),
  );
  return { hostSeeded, demoSeeded: true, demoTenantId: tenantId };
}

async function seedHost(db: AppDb): Promise<boolean> {
  if (await db.tenant(HOST_TENANT_ID, (trx) => hasUser(trx, 'admin'))) return false;
  const users = await withHashes(hostSeed.users);
  await db.tenant(HOST_TENANT_ID, (trx) => insertRolesAndUsers(trx, HOST_TENANT_ID, hostSeed.roles, users));
  return true;
}
