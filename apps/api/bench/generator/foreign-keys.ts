import type { RawSession } from '../bench-database.ts';

interface ForeignKey {
  name: string;
  child: string;
  parent: string;
  childColumns: string[];
  parentColumns: string[];
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * Every foreign key of the public schema checked set-wise (one anti-join each) within the current transaction's
 * visibility (RLS: the current tenant). Answers the names of the keys some row breaks.
 */
export async function foreignKeyViolations(session: RawSession): Promise<string[]> {
  const keys = await session.query<ForeignKey>(`
    select c.conname as name, c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
           array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
                 join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as "childColumns",
           array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i)
                 join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as "parentColumns"
    from pg_constraint c join pg_namespace s on s.oid = c.connamespace
    where c.contype = 'f' and s.nspname = 'public'`);
  const broken: string[] = [];
  for (const key of keys) {
    const notNull = key.childColumns.map((column) => `c.${quote(column)} is not null`).join(' and ');
    const match = key.childColumns
      .map((column, i) => `p.${quote(key.parentColumns[i] ?? '')} = c.${quote(column)}`)
      .join(' and ');
    const [row] = await session.query<{ broken: boolean }>(
      `select exists (select 1 from ${key.child} c where ${notNull}
         and not exists (select 1 from ${key.parent} p where ${match})) as broken`,
    );
    if (row?.broken) broken.push(key.name);
  }
  return broken;
}
