import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The contrib extensions every embedded database of the server, its tests and its bench loads (ADR 040). PGlite
 * offers an extension only while its bundle is loaded, so migration 0661 creates pg_trgm and btree_gin (and the SKU
 * trigram indexes) where they are, and a data directory migrated with them must always be opened with them again: every
 * `PGlite.create` on the server's data takes these.
 */
export const pgliteExtensions = { pg_trgm, btree_gin };
