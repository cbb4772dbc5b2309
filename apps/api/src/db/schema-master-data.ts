// Master-data tables (migration 0300): suppliers, categories, SKUs, customizations, upload key.
import type { ColumnType } from 'kysely';
import type { CreatedAt, ExtraProperties, FullAudit, Json, Timestamp } from './column-types.ts';

export interface SuppliersTable extends FullAudit {
  tenant_id: string;
  id: string;
  name: string;
  normalized_name: string;
  contact: string | null;
  tele_phone: string | null;
  address: string | null;
  remarks: string | null;
  concurrency_stamp: string;
  extra_properties: Json<ExtraProperties>;
}

export interface CategoriesTable extends FullAudit {
  tenant_id: string;
  id: string;
  parent_id: string | null;
  code: string;
  name: string;
  normalized_name: string;
  cover_image: string | null;
  sort: number;
  color: string | null;
  concurrency_stamp: string;
  extra_properties: Json<ExtraProperties>;
}

/** `cost` is NUMERIC(18,4): read as a string (exact), written as a decimal string. */
export interface SkusTable extends FullAudit {
  tenant_id: string;
  id: string;
  code: string;
  normalized_code: string;
  name: string;
  unit: string | null;
  cost: ColumnType<string, string, string>;
  /** Low stock below this count (migration 0600); null = none set. */
  reorder_level: ColumnType<string | null, string | null | undefined, string | null>;
  state: number;
  kind: number;
  remarks: string | null;
  attribute_id: string | null;
  images: Json<string[]>;
  concurrency_stamp: string;
  extra_properties: Json<ExtraProperties>;
}

export interface SkuComponentsTable {
  tenant_id: string;
  sku_id: string;
  component_id: string;
  number: ColumnType<string, string, string>;
  position: number;
}

export interface SkuCodeCountersTable {
  tenant_id: string;
  last_value: ColumnType<string, number | string, number | string>;
}

export interface CustomizationsTable {
  tenant_id: string;
  id: string;
  code: string;
  normalized_code: string;
  name: string | null;
  content: string | null;
  /** jsonb, nullable: JSON text or null on the way in, parsed JSON out. */
  value: ColumnType<unknown, string | null | undefined, string | null>;
  remarks: string | null;
  concurrency_stamp: string;
  creation_time: CreatedAt;
  creator_id: string | null;
  last_modification_time: Timestamp | null;
  last_modifier_id: string | null;
}

export interface UploadSigningKeysTable {
  id: number;
  secret: string;
  created_at: CreatedAt;
}
