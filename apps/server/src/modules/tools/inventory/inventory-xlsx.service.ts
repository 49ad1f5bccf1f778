import type { InterfaceLanguage } from '@openfds/contract';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import * as repo from './inventory.repository.ts';
import { inventoryXlsx, readInventoryXlsx } from './inventory-workbook.ts';

/** GET /users/{login}/mySDS/inventory/xlsx: the user's inventory as a workbook in the request's language. */
export async function exportInventory(ctx: AppContext, userId: number, language: InterfaceLanguage): Promise<Buffer> {
  const rows = await repo.inventoryRows(ctx.db, userId);
  return inventoryXlsx(
    rows.map((r) => ({
      site: r.site_name,
      area: r.area_name,
      document_code: r.iddc,
      product_name: r.product_name,
      supplier_name: r.supplier_name,
      max_quantity: r.max_quantity,
      unit: r.unit,
      container_capacity: r.container_capacity,
      state: r.state,
    })),
    language,
  );
}

/**
 * POST /users/{login}/mySDS/inventory/xlsx: reads a workbook in the export's layout back. Every line is checked
 * before anything is written (a bad value or a sheet outside the user's my-FDS space refuses the file with its line
 * number), then sites, areas and quantities are written in one transaction. The import adds and updates; it
 * removes nothing the file does not list (a partial file never empties an inventory), so importing an export
 * again changes nothing.
 */
export async function importInventory(ctx: AppContext, userId: number, data: Buffer) {
  const lines = await readInventoryXlsx(data);
  const codes = [...new Set(lines.flatMap((l) => (l.entry ? [l.entry.document_code] : [])))];
  const inSpace = await repo.sheetsInSpace(ctx.db, userId, codes);
  const outside = lines.find((l) => l.entry && !inSpace.has(l.entry.document_code));
  if (outside?.entry) {
    throw new AppError('inventoryLineUnknownSheet', {
      field: 'file',
      params: { line: outside.line, code: outside.entry.document_code },
      data: [{ name: 'line', value: String(outside.line) }],
    });
  }
  return ctx.db.transaction().execute(async (tx) => {
    const sites = new Map<string, number>();
    const areas = new Map<string, number>();
    let entries = 0;
    for (const l of lines) {
      let siteId = sites.get(l.site);
      if (siteId === undefined) {
        siteId = ((await repo.insertSite(tx, userId, l.site)) ?? (await repo.siteNamed(tx, userId, l.site))!).id;
        sites.set(l.site, siteId);
      }
      if (l.area === null) continue;
      const areaKey = JSON.stringify([siteId, l.area]);
      let areaId = areas.get(areaKey);
      if (areaId === undefined) {
        areaId = ((await repo.insertArea(tx, siteId, l.area)) ?? (await repo.areaNamed(tx, siteId, l.area))!).id;
        areas.set(areaKey, areaId);
      }
      if (!l.entry) continue;
      await repo.upsertEntry(tx, {
        area_id: areaId,
        document_id: inSpace.get(l.entry.document_code)!,
        max_quantity: l.entry.max_quantity,
        unit: l.entry.unit,
        container_capacity: l.entry.container_capacity ?? null,
        state: l.entry.state ?? null,
      });
      entries += 1;
    }
    return { sites: sites.size, areas: areas.size, entries };
  });
}
