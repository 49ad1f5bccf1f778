import type { InterfaceLanguage, InventoryEntryInput, SavedAdrLoadInput, SavedAdrLoadSheet } from '@openfds/contract';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import type { Caller } from '../../../plugins/session.ts';
import { loadViewer } from '../../../catalogue/document-access.ts';
import { currentSheetByCode, sheetByCode } from '../../../catalogue/sheets.repository.ts';
import { densityOf, icpeHazardsOf, stateOf } from '../from-reading.ts';
import { loadToolSheet } from '../tool-sheet.ts';
import { assessIcpe, type IcpeProduct } from '../icpe/icpe-assessment.ts';
import { NOMENCLATURE_META, RUBRIQUES } from '../icpe/nomenclature.ts';
import { assessLoad } from '../adr/adr.service.ts';
import * as repo from './inventory.repository.ts';
import { chargeIn, inputKey } from '../tool-charge.ts';

type Who = Pick<Caller, 'user' | 'session'>;

/** One product of an establishment as the assessment took it, each figure with where it came from. */
export interface IcpeProductInput {
  document_code: string;
  product_name: string;
  area: string;
  quantity: number;
  unit: 't' | 'kg' | 'L' | 'm3';
  state: 'solid' | 'liquid' | 'gas';
  state_from: 'inventory' | 'section_9' | 'assumed';
  hazards: string[];
  hazards_from: 'section_2' | 'pending';
  density: number | null;
  density_from: 'section_9' | 'assumed' | null;
}

/** The inventory as sites > areas > entries. */
export async function inventoryOf(ctx: AppContext, userId: number) {
  const rows = await repo.inventoryRows(ctx.db, userId);
  const sites = new Map<number, { id: number; name: string; areas: Map<number, { id: number; name: string; entries: unknown[] }> }>();
  for (const r of rows) {
    const site = sites.get(r.site_id) ?? { id: r.site_id, name: r.site_name, areas: new Map() };
    sites.set(r.site_id, site);
    if (r.area_id === null) continue;
    const area = site.areas.get(r.area_id) ?? { id: r.area_id, name: r.area_name ?? '', entries: [] };
    site.areas.set(r.area_id, area);
    if (r.document_id === null) continue;
    area.entries.push({
      document_code: r.iddc,
      product_name: r.product_name,
      max_quantity: r.max_quantity,
      unit: r.unit,
      container_capacity: r.container_capacity,
      state: r.state,
    });
  }
  return [...sites.values()].map((s) => ({ id: s.id, name: s.name, areas: [...s.areas.values()] }));
}

/** Adds an establishment; a name the user already has answers that one (adding twice changes nothing). */
export async function addSite(ctx: AppContext, userId: number, name: string) {
  return ctx.db.transaction().execute(async (tx) => (await repo.insertSite(tx, userId, name)) ?? (await repo.siteNamed(tx, userId, name))!);
}

export async function addArea(ctx: AppContext, userId: number, siteId: number, name: string) {
  return ctx.db.transaction().execute(async (tx) => {
    if (!(await repo.siteOf(tx, userId, siteId))) throw new AppError('notFound');
    return (await repo.insertArea(tx, siteId, name)) ?? (await repo.areaNamed(tx, siteId, name))!;
  });
}

export async function removeSite(ctx: AppContext, userId: number, siteId: number) {
  const removed = await ctx.db.transaction().execute((tx) => repo.deleteSite(tx, userId, siteId));
  if (!removed) throw new AppError('notFound');
}

/** Puts a sheet the user may open in one of their areas; the state defaults to section 9's. */
export async function putEntry(ctx: AppContext, caller: Who, userId: number, areaId: number, input: InventoryEntryInput) {
  if (!(await repo.areaOf(ctx.db, userId, areaId))) throw new AppError('notFound');
  const { sheet, reading } = await loadToolSheet(ctx, caller, input.document_code);
  const state = input.state ?? (reading ? stateOf(reading) : null);
  const entry = {
    area_id: areaId,
    document_id: sheet.id,
    max_quantity: input.max_quantity,
    unit: input.unit,
    container_capacity: input.container_capacity ?? null,
    state,
  };
  await ctx.db.transaction().execute((tx) => repo.upsertEntry(tx, entry));
  return { document_code: sheet.iddc, product_name: sheet.product_name, ...entry };
}

export async function removeEntry(ctx: AppContext, userId: number, areaId: number, documentCode: string) {
  if (!(await repo.areaOf(ctx.db, userId, areaId))) throw new AppError('notFound');
  const sheet = await sheetByCode(ctx.pool, documentCode);
  const removed = sheet ? await ctx.db.transaction().execute((tx) => repo.deleteEntry(tx, areaId, sheet.id)) : false;
  if (!removed) throw new AppError('notFound');
}

/**
 * GET /users/{login}/mySDS/quick_icpe: Quick-ICPE per establishment, on the current version of each sheet (a
 * revision takes over its predecessor's quantities), every area of the site summed; assumptions in `language`.
 */
export async function icpePerSite(ctx: AppContext, caller: Who, userId: number, language: InterfaceLanguage) {
  const viewer = await loadViewer(ctx.db, caller);
  const rows = await repo.inventoryRows(ctx.db, userId);
  const bySite = new Map<number, { name: string; rows: repo.InventoryRow[] }>();
  for (const r of rows) {
    const site = bySite.get(r.site_id) ?? { name: r.site_name, rows: [] };
    site.rows.push(r);
    bySite.set(r.site_id, site);
  }
  const out = [];
  for (const [siteId, site] of bySite) {
    const products: IcpeProduct[] = [];
    const inputs: IcpeProductInput[] = [];
    const pending: string[] = [];
    const withoutQuantity: string[] = [];
    const unavailable: string[] = [];
    for (const r of site.rows) {
      if (r.iddc === null) continue;
      if (r.max_quantity === null || r.unit === null) {
        withoutQuantity.push(r.iddc);
        continue;
      }
      const current = (await currentSheetByCode(ctx.pool, r.iddc)) ?? null;
      let sheetReading;
      try {
        sheetReading = await loadToolSheet(ctx, caller, current?.iddc ?? r.iddc, viewer);
      } catch (error) {
        // A sheet deleted or closed since it was put in the area: listed, not counted, never a failure of the site.
        if (error instanceof AppError) {
          unavailable.push(r.iddc);
          continue;
        }
        throw error;
      }
      const { sheet, reading } = sheetReading;
      if (!reading) pending.push(sheet.iddc);
      const hazards = reading ? icpeHazardsOf(reading) : {};
      const readState = reading ? stateOf(reading) : null;
      const density = reading ? densityOf(reading) : null;
      products.push({ document_code: sheet.iddc, ...hazards, state: r.state ?? readState ?? 'liquid', quantity: r.max_quantity, unit: r.unit, density });
      // Where each figure came from (the report's "products" part): the inventory, or the sheet's line.
      inputs.push({
        document_code: sheet.iddc,
        product_name: sheet.product_name,
        area: r.area_name ?? '',
        quantity: r.max_quantity,
        unit: r.unit,
        state: r.state ?? readState ?? 'liquid',
        state_from: r.state ? 'inventory' : readState ? 'section_9' : 'assumed',
        hazards: reading
          ? [...icpeHazardsOf(reading).hazard_classes.map((c) => [c.class, c.category].filter(Boolean).join(' ')), ...reading.hazards.hStatements]
          : [],
        hazards_from: reading ? 'section_2' : 'pending',
        density,
        density_from: density !== null ? 'section_9' : r.unit === 'L' || r.unit === 'm3' ? 'assumed' : null,
      });
    }
    out.push({
      site_id: siteId,
      site: site.name,
      ...assessIcpe(products, RUBRIQUES, language),
      inputs,
      pending_documents: pending,
      without_quantity: withoutQuantity,
      unavailable_documents: unavailable,
      nomenclature: NOMENCLATURE_META,
    });
  }
  return out;
}

export async function saveLoad(ctx: AppContext, caller: Who, userId: number, input: SavedAdrLoadInput, language: InterfaceLanguage) {
  // Computed once before saving: a line naming a sheet the user may not open is refused, not stored.
  const result = await assessLoad(ctx, caller, input, language);
  // One saved load = one use of Quick-ADR, charged with the row it pays for; the same load saved again the same day is free.
  const { id } = await ctx.db.transaction().execute(async (tx) => {
    await chargeIn(ctx, tx, caller, userId, 'quickAdr', [inputKey('load', input)]);
    return repo.insertLoad(tx, userId, { name: input.name, lines: input.lines, vehicle_max_mass_t: input.vehicle_max_mass_t ?? null });
  });
  return { id, name: input.name, ...result };
}

/**
 * GET /users/{login}/mySDS/quick_adr: the saved loads, each computed on the sheets' current data, with what was saved
 * (`input`, to reopen it in the calculator) and the names of its sheets. A load whose sheet was deleted or closed
 * since is still listed (so that it can be deleted), with the error instead of a result: never a failure of the list.
 */
export async function savedLoads(ctx: AppContext, caller: Who, userId: number, language: InterfaceLanguage) {
  const loads = await repo.loadsOf(ctx.db, userId);
  const names = new Map<string, SavedAdrLoadSheet | null>();
  const out = [];
  for (const load of loads) {
    const input = { lines: load.lines as SavedAdrLoadInput['lines'], vehicle_max_mass_t: load.vehicle_max_mass_t ?? undefined };
    const head = { id: load.id, name: load.name, created_at: load.created_at, input };
    let result;
    try {
      result = await assessLoad(ctx, caller, input, language);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      out.push({ ...head, sheets: [], error: { code: error.code } });
      continue;
    }
    const sheets: SavedAdrLoadSheet[] = [];
    for (const code of new Set(input.lines.flatMap((l) => (l.document_code ? [l.document_code] : [])))) {
      if (!names.has(code)) {
        const sheet = await sheetByCode(ctx.pool, code);
        names.set(code, sheet ? { document_code: code, product_name: sheet.product_name, supplier_name: sheet.supplier_name } : null);
      }
      const named = names.get(code);
      if (named) sheets.push(named);
    }
    out.push({ ...head, sheets, ...result });
  }
  return out;
}

/** DELETE /users/{login}/mySDS/quick_adr/{load_id}: one of the user's saved loads (404 for another user's). */
export async function removeLoad(ctx: AppContext, userId: number, loadId: number) {
  const removed = await ctx.db.transaction().execute((tx) => repo.deleteLoad(tx, userId, loadId));
  if (!removed) throw new AppError('notFound');
}
