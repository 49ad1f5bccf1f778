import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the tables of migration 0740_tools_inventory.sql. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** PostgreSQL numeric comes back as text (exact); the repository turns it into a number. */
type Numeric = ColumnType<string, number | string, number | string>;
type Json<T> = ColumnType<T, string, string>;

export interface ToolSitesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  created_at: Generated<Date>;
}

export interface ToolStorageAreasTable {
  id: Generated<number>;
  site_id: number;
  name: string;
  created_at: Generated<Date>;
}

export interface ToolInventoryTable {
  area_id: number;
  document_id: number;
  max_quantity: Numeric | null;
  unit: 't' | 'kg' | 'L' | 'm3' | null;
  container_capacity: Numeric | null;
  state: 'solid' | 'liquid' | 'gas' | null;
  updated_at: Timestamp;
}

export interface ToolAdrLoadsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  lines: Json<unknown[]>;
  vehicle_max_mass_t: Numeric | null;
  created_at: Generated<Date>;
}

/** Migration 0920_tools_adr_table_a.sql: ADR Table A versions and their rows. */
export interface ToolAdrTableVersionsTable {
  id: Generated<number>;
  edition: string;
  source: string;
  licence: string;
  checksum: string;
  file_name: string | null;
  row_count: number;
  imported_at: Generated<Date>;
  is_current: Generated<boolean>;
}

export interface ToolAdrTableRowsTable {
  version_id: number;
  position: number;
  un: string;
  row: Json<unknown>;
}

declare module '../../db/schema.ts' {
  interface Database {
    tool_sites: ToolSitesTable;
    tool_storage_areas: ToolStorageAreasTable;
    tool_inventory: ToolInventoryTable;
    tool_adr_loads: ToolAdrLoadsTable;
    tool_adr_table_versions: ToolAdrTableVersionsTable;
    tool_adr_table_rows: ToolAdrTableRowsTable;
  }
}
