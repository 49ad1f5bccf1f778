import type { InterfaceLanguage, QuickAdrLoadRequest } from '@openfds/contract';
import type { AppContext } from '../../../context.ts';
import type { Caller } from '../../../plugins/session.ts';
import { loadViewer } from '../../../catalogue/document-access.ts';
import { loadToolSheet } from '../tool-sheet.ts';
import { containsOf } from '../from-reading.ts';
import { assessAdrLoad, type AdrLineInput, type AdrLoad } from './adr-load.ts';
import { mostRestrictiveRow, rowsFor } from './table-a.ts';
import { currentTableA } from './table-a-store.ts';

/**
 * POST /quick_adr/loads: a line naming a sheet takes section 14's UN number, packing group and class when it gives
 * none, and what the sheet contains (the technical names an N.O.S. entry needs). Warnings in `language`.
 */
export async function assessLoad(
  ctx: AppContext,
  caller: Pick<Caller, 'user' | 'session'>,
  request: QuickAdrLoadRequest,
  language: InterfaceLanguage,
): Promise<AdrLoad & { pending_documents: string[] }> {
  const viewer = await loadViewer(ctx.db, caller);
  const pending: string[] = [];
  const lines: AdrLineInput[] = [];
  for (const line of request.lines) {
    if (!line.document_code) {
      lines.push(line);
      continue;
    }
    const { reading } = await loadToolSheet(ctx, caller, line.document_code, viewer);
    if (!reading) pending.push(line.document_code);
    const transport = reading?.transport;
    lines.push({
      ...line,
      un: line.un ?? transport?.unNumber ?? undefined,
      packing_group: line.packing_group ?? transport?.packingGroup ?? undefined,
      sheet_class: transport?.transportClass ?? null,
      contains: reading ? containsOf(reading).names : undefined,
    });
  }
  const table = await currentTableA(ctx.db);
  const options = { vehicle_max_mass_t: request.vehicle_max_mass_t, table: table.rows, meta: table.meta, language };
  return { ...assessAdrLoad(lines, options), pending_documents: pending };
}

/** GET /documents/{code}/quick_adr: Table A rows for section 14's UN number and packing group; the strictest is used. */
export async function sheetAdr(ctx: AppContext, caller: Pick<Caller, 'user' | 'session'>, code: string) {
  const { sheet, reading } = await loadToolSheet(ctx, caller, code);
  const current = await currentTableA(ctx.db);
  const { edition, sample, source, licence, attribution } = current.meta;
  const base = { document_code: sheet.iddc, product_name: sheet.product_name, table: { edition, sample, source, licence, attribution } };
  if (!reading) return { ...base, extraction_status: 'in_progress' as const, section14: null, rows: [], used: null, class_differs: false };
  const t = reading.transport;
  const rows = t.unNumber ? rowsFor(current.rows, t.unNumber, t.packingGroup) : [];
  const used = mostRestrictiveRow(rows);
  return {
    ...base,
    extraction_status: 'extracted' as const,
    section14: {
      un: t.unNumber,
      class: t.transportClass,
      packing_group: t.packingGroup,
      shipping_name: t.shippingName,
      environmental_hazard: t.environmentalHazard,
    },
    rows,
    used,
    /** Section 14's class against Table A's (a sheet printing another class is flagged). */
    class_differs: !!used && !!t.transportClass && t.transportClass.replace(/\s/g, '') !== used.class,
    not_in_table: !!t.unNumber && rows.length === 0,
  };
}
