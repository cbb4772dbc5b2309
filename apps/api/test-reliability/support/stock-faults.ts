import { sql } from 'kysely';
import type { AppDb } from '../../src/db/database.ts';

const uuidPattern = /^[0-9a-f-]{36}$/i;

/**
 * Makes the next ledger inserts of `tenantId` fail with the given SQLSTATEs, one per attempt (e.g. 40P01 then
 * 40001), as PostgreSQL would abort a transaction caught in a deadlock or a serialization failure. A sequence counts
 * the attempts because it is not rolled back with them. Works on PGlite too, where real lock waits cannot happen.
 * Returns the function that removes the trigger again.
 */
export async function failNextLedgerWrites(
  db: AppDb,
  tenantId: string,
  codes: readonly ('40P01' | '40001')[],
): Promise<() => Promise<void>> {
  if (!uuidPattern.test(tenantId)) throw new Error(`Not a tenant id: ${tenantId}`);
  const cases = codes
    .map((code, i) => `when ${i + 1} then raise exception 'forced %', '${code}' using errcode = '${code}';`)
    .join('\n');
  const statements = [
    'create sequence reliability_forced_failures',
    `create function reliability_force_failure() returns trigger language plpgsql security definer as $$
     begin
       case nextval('reliability_forced_failures') ${cases} else return new; end case;
     end $$`,
    `create trigger reliability_force_failure before insert on stock_movements for each row
     when (new.tenant_id = '${tenantId}'::uuid) execute function reliability_force_failure()`,
  ];
  await asOwner(db, statements);
  return () =>
    asOwner(db, [
      'drop trigger reliability_force_failure on stock_movements',
      'drop function reliability_force_failure()',
      'drop sequence reliability_forced_failures',
    ]);
}

/** DDL needs the database owner: leave the restricted role the unit of work switched to. */
async function asOwner(db: AppDb, statements: readonly string[]): Promise<void> {
  await db.system(async (trx) => {
    await sql`reset role`.execute(trx);
    for (const statement of statements) await sql.raw(statement).execute(trx);
  });
}
