import type { ColumnType, Generated } from 'kysely';

/** A timestamptz column: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz column with a database default. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A jsonb column: written as JSON text (both drivers pass it through unchanged), read as parsed JSON. */
export type Json<T> = ColumnType<T, string | undefined, string>;
/** A numeric column: read as exact decimal text, written as text or number. */
export type Numeric = ColumnType<string, string | number, string | number>;

export type ExtraProperties = Record<string, unknown>;

/** ABP's full-audited columns. */
export interface FullAudit {
  creation_time: CreatedAt;
  creator_id: string | null;
  last_modification_time: Timestamp | null;
  last_modifier_id: string | null;
  is_deleted: Generated<boolean>;
  deleter_id: string | null;
  deletion_time: Timestamp | null;
}
