import type { Transaction } from 'kysely';
import { SAVED_ADR_LOADS_LIMIT } from '@openfds/contract';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';

type Executor = Db | Transaction<Database>;

export interface InventoryRow {
  site_id: number;
  site_name: string;
  area_id: number | null;
  area_name: string | null;
  document_id: number | null;
  iddc: string | null;
  product_name: string | null;
  supplier_name: string | null;
  max_quantity: number | null;
  unit: 't' | 'kg' | 'L' | 'm3' | null;
  container_capacity: number | null;
  state: 'solid' | 'liquid' | 'gas' | null;
}

/** A user's sites, their areas and the sheets in them (one row per entry, or per empty area / site). */
export async function inventoryRows(db: Executor, userId: number): Promise<InventoryRow[]> {
  const rows = await db
    .selectFrom('tool_sites as s')
    .leftJoin('tool_storage_areas as a', 'a.site_id', 's.id')
    .leftJoin('tool_inventory as i', 'i.area_id', 'a.id')
    .leftJoin('documents as d', 'd.id', 'i.document_id')
    .leftJoin('suppliers as sp', 'sp.id', 'd.supplier_id')
    .select([
      's.id as site_id',
      's.name as site_name',
      'a.id as area_id',
      'a.name as area_name',
      'i.document_id',
      'd.iddc',
      'd.product_name',
      'sp.name as supplier_name',
      'i.max_quantity',
      'i.unit',
      'i.container_capacity',
      'i.state',
    ])
    .where('s.user_id', '=', userId)
    .orderBy('s.name')
    .orderBy('a.name')
    .orderBy('d.product_name')
    .execute();
  return rows.map((r) => ({
    ...r,
    max_quantity: r.max_quantity === null ? null : Number(r.max_quantity),
    container_capacity: r.container_capacity === null ? null : Number(r.container_capacity),
  }));
}

export async function insertSite(db: Executor, userId: number, name: string) {
  return db
    .insertInto('tool_sites')
    .values({ user_id: userId, name })
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'name'])
    .executeTakeFirst();
}

export async function siteNamed(db: Executor, userId: number, name: string) {
  return db.selectFrom('tool_sites').select(['id', 'name']).where('user_id', '=', userId).where('name', '=', name).executeTakeFirst();
}

export async function areaNamed(db: Executor, siteId: number, name: string) {
  return db.selectFrom('tool_storage_areas').select(['id', 'name']).where('site_id', '=', siteId).where('name', '=', name).executeTakeFirst();
}

export async function siteOf(db: Executor, userId: number, siteId: number) {
  return db.selectFrom('tool_sites').select(['id', 'name']).where('id', '=', siteId).where('user_id', '=', userId).executeTakeFirst();
}

export async function deleteSite(db: Executor, userId: number, siteId: number) {
  const r = await db.deleteFrom('tool_sites').where('id', '=', siteId).where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function insertArea(db: Executor, siteId: number, name: string) {
  return db
    .insertInto('tool_storage_areas')
    .values({ site_id: siteId, name })
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'name'])
    .executeTakeFirst();
}

/** An area of one of the user's sites (another user's answers nothing). */
export async function areaOf(db: Executor, userId: number, areaId: number) {
  return db
    .selectFrom('tool_storage_areas as a')
    .innerJoin('tool_sites as s', 's.id', 'a.site_id')
    .select(['a.id', 'a.name', 's.id as site_id'])
    .where('a.id', '=', areaId)
    .where('s.user_id', '=', userId)
    .executeTakeFirst();
}

export async function upsertEntry(
  db: Executor,
  entry: {
    area_id: number;
    document_id: number;
    max_quantity: number;
    unit: 't' | 'kg' | 'L' | 'm3';
    container_capacity: number | null;
    state: 'solid' | 'liquid' | 'gas' | null;
  },
) {
  await db
    .insertInto('tool_inventory')
    .values({ ...entry, updated_at: new Date() })
    .onConflict((oc) =>
      oc.columns(['area_id', 'document_id']).doUpdateSet({
        max_quantity: entry.max_quantity,
        unit: entry.unit,
        container_capacity: entry.container_capacity,
        state: entry.state,
        updated_at: new Date(),
      }),
    )
    .execute();
}

export async function deleteEntry(db: Executor, areaId: number, documentId: number) {
  const r = await db.deleteFrom('tool_inventory').where('area_id', '=', areaId).where('document_id', '=', documentId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function insertLoad(db: Executor, userId: number, load: { name: string; lines: unknown[]; vehicle_max_mass_t: number | null }) {
  return db
    .insertInto('tool_adr_loads')
    .values({ user_id: userId, name: load.name, lines: JSON.stringify(load.lines), vehicle_max_mass_t: load.vehicle_max_mass_t })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

export async function loadsOf(db: Executor, userId: number) {
  const rows = await db
    .selectFrom('tool_adr_loads')
    .select(['id', 'name', 'lines', 'vehicle_max_mass_t', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(SAVED_ADR_LOADS_LIMIT)
    .execute();
  return rows.map((r) => ({ ...r, vehicle_max_mass_t: r.vehicle_max_mass_t === null ? null : Number(r.vehicle_max_mass_t) }));
}

/** Deletes one of the user's saved loads (another user's answers false, as one that does not exist). */
export async function deleteLoad(db: Executor, userId: number, loadId: number) {
  const r = await db.deleteFrom('tool_adr_loads').where('id', '=', loadId).where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/**
 * The sheets of the user's my-FDS space among `codes` (code -> id): an imported inventory line names only these. The
 * space is my-fds's table (user_documents), read here in a join as the architecture allows.
 */
export async function sheetsInSpace(db: Executor, userId: number, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_documents as u')
    .innerJoin('documents as d', 'd.id', 'u.document_id')
    .select(['d.iddc', 'd.id'])
    .where('u.user_id', '=', userId)
    .where('d.iddc', 'in', codes)
    .where('d.deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((r) => [r.iddc, r.id]));
}
