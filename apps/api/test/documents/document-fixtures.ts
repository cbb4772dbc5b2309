import { hashPassword } from '../../src/auth/password.ts';
import type { AppDb } from '../../src/db/database.ts';
import { newId, newStamp, normalizeName } from '../../src/db/ids.ts';
import { insertRolesAndUsers } from '../../src/seed/seed-repository.ts';
import { demoPassword } from '../helpers/tenants.ts';

/** A supplier row written straight to the table (the supplier API is another module's concern). */
export async function insertSupplier(db: AppDb, tenantId: string, name: string): Promise<string> {
  const id = newId();
  await db.tenant(tenantId, (trx) =>
    trx
      .insertInto('suppliers')
      .values({
        tenant_id: tenantId,
        id,
        name,
        normalized_name: normalizeName(name),
        contact: null,
        tele_phone: null,
        address: null,
        remarks: null,
        concurrency_stamp: newStamp(),
        extra_properties: '{}',
      })
      .execute(),
  );
  return id;
}

/**
 * How many rows the document tables hold (nothing written = same counts). The audit log counts the writes that
 * succeeded: a refused write leaves only its own refusal (issue 16, with its HTTP status).
 */
const tables = [
  'purchase_invoices',
  'sell_invoices',
  'warehouse_invoices',
  'stock_movements',
  'audit_logs',
] as const;

export async function documentCounts(
  db: AppDb,
  tenantId: string,
): Promise<Record<(typeof tables)[number], number>> {
  const counts = Object.fromEntries(tables.map((t) => [t, 0])) as Record<(typeof tables)[number], number>;
  for (const table of tables) {
    const row = await db.tenant(tenantId, (trx) =>
      table === 'audit_logs'
        ? trx
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('http_status', 'is', null)
            .executeTakeFirstOrThrow()
        : trx
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow(),
    );
    counts[table] = Number(row.n);
  }
  return counts;
}

/** A user in `tenantId` whose one role grants exactly `permissions` (password: the demo password). */
export async function insertUserWith(
  db: AppDb,
  tenantId: string,
  userName: string,
  permissions: readonly string[],
): Promise<void> {
  const passwordHash = await hashPassword(demoPassword);
  await db.tenant(tenantId, (trx) =>
    insertRolesAndUsers(
      trx,
      tenantId,
      [{ name: `${userName}-role`, isDefault: false, isStatic: false, isPublic: true, permissions }],
      [
        {
          userName,
          email: `${userName}@demo.local`,
          name: userName,
          surname: null,
          roles: [`${userName}-role`],
          passwordHash,
        },
      ],
    ),
  );
}
