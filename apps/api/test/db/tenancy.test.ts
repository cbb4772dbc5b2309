import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_TENANT_ID } from '../../src/db/database.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { createTenantWithAdmin, tenantId } from '../helpers/tenants.ts';

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.dispose();
});

interface TenantTable {
  table: string;
  rls: boolean;
  forced: boolean;
  policies: number;
  pkFirst: string | null;
}

async function tenantTables(): Promise<TenantTable[]> {
  return test.db.system(async (trx) => {
    const result = await sql<TenantTable>`
      select c.relname as "table",
             c.relrowsecurity as rls,
             c.relforcerowsecurity as forced,
             (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies,
             (select a.attname from pg_index i
                join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
               where i.indrelid = c.oid and i.indisprimary) as "pkFirst"
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'
         and exists (select 1 from pg_attribute a
                      where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
       order by c.relname`.execute(trx);
    return result.rows;
  });
}

describe('the catalog', () => {
  it('lists the business tables (those with tenant_id)', async () => {
    const names = (await tenantTables()).map((t) => t.table);
    expect(names).toEqual(
      expect.arrayContaining(['users', 'roles', 'warehouses', 'audit_logs', 'permission_grants']),
    );
  });

  it('has RLS enabled and forced with a policy, and tenant_id leading the primary key, on every tenant table', async () => {
    const offenders = (await tenantTables()).filter(
      (t) => !t.rls || !t.forced || t.policies < 1 || t.pkFirst !== 'tenant_id',
    );
    expect(offenders).toEqual([]);
  });

  it('leads every index and foreign key of a tenant table with tenant_id (Citus-compatible)', async () => {
    const offenders = await test.db.system(async (trx) => {
      const result = await sql<{ name: string }>`
        select ic.relname as name
          from pg_index i
          join pg_class ic on ic.oid = i.indexrelid
          join pg_class tc on tc.oid = i.indrelid
          join pg_namespace n on n.oid = tc.relnamespace
          join pg_attribute a on a.attrelid = tc.oid and a.attnum = i.indkey[0]
         where n.nspname = 'public'
           and exists (select 1 from pg_attribute t where t.attrelid = tc.oid and t.attname = 'tenant_id')
           and a.attname <> 'tenant_id'
        union all
        select con.conname as name
          from pg_constraint con
          join pg_class tc on tc.oid = con.conrelid
          join pg_namespace n on n.oid = tc.relnamespace
          join pg_attribute a on a.attrelid = tc.oid and a.attnum = con.conkey[1]
         where n.nspname = 'public' and con.contype = 'f' and a.attname <> 'tenant_id'`.execute(trx);
      return result.rows.map((row) => row.name);
    });
    expect(offenders).toEqual([]);
  });
});

describe('the application role', () => {
  it('is neither superuser, nor owner of any table, nor exempt from RLS', async () => {
    const role = await test.db.tenant(HOST_TENANT_ID, async (trx) => {
      const result = await sql<{ name: string; superuser: boolean; bypassrls: boolean; owns: number }>`
        select r.rolname as name, r.rolsuper as superuser, r.rolbypassrls as bypassrls,
               (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
                 where n.nspname = 'public' and pg_has_role(current_user, c.relowner, 'USAGE')) as owns
          from pg_roles r where r.rolname = current_user`.execute(trx);
      return result.rows[0];
    });
    expect(role).toEqual({ name: 'inventory_app', superuser: false, bypassrls: false, owns: 0 });
  });
});

describe('row-level security', () => {
  let demo: string;
  let other: string;
  let otherWarehouseId: string;

  beforeAll(async () => {
    demo = await tenantId(test.db, 'demo');
    other = await createTenantWithAdmin(test.db, 'rls-other');
    otherWarehouseId = await test.db.tenant(other, async (trx) => {
      const row = await trx
        .insertInto('warehouses')
        .values({
          tenant_id: other,
          id: '01900000-0000-7000-8000-000000000001',
          name: 'Other',
          normalized_name: 'OTHER',
          concurrency_stamp: 'x',
          extra_properties: '{}',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  });

  it("hides another tenant's rows from a raw select, even by id", async () => {
    const rows = await test.db.tenant(
      demo,
      async (trx) => (await sql`select id from warehouses where id = ${otherWarehouseId}`.execute(trx)).rows,
    );
    expect(rows).toEqual([]);
    const own = await test.db.tenant(
      other,
      async (trx) => (await sql`select id from warehouses where id = ${otherWarehouseId}`.execute(trx)).rows,
    );
    expect(own).toHaveLength(1);
  });

  it('refuses to write a row into another tenant', async () => {
    await expect(
      test.db.tenant(demo, (trx) =>
        trx.insertInto('settings').values({ tenant_id: other, name: 'x', value: 'y' }).execute(),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('shows no tenant rows at all without a tenant', async () => {
    const count = await test.db.system(
      async (trx) => (await sql<{ n: number }>`select count(*)::int as n from users`.execute(trx)).rows[0]?.n,
    );
    expect(count).toBe(0);
  });
});

describe('migrations', () => {
  it('keep their bookkeeping away from the application role', async () => {
    await expect(
      test.db.system((trx) => sql`select name from schema_migrations`.execute(trx)),
    ).rejects.toThrow(/permission denied/);
  });
});
