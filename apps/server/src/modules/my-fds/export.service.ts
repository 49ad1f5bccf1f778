import { PassThrough, type Readable } from 'node:stream';
import { isInterfaceLanguage, neutraliseFormula, type ChangelogRow, type InterfaceLanguage } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { extractionLevels } from '../entitlements/index.ts';
import * as repo from './repository.ts';
import { historySince, type SpaceOwner } from './service.ts';
import type { WithheldSheet } from './changes.service.ts';
import { sheetFileById, type SheetFileMissing } from '../../catalogue/sheet-source.ts';
import { CHANGELOG_HEADINGS, CHANGELOG_WITHHELD, EXTRACTED_HEADINGS, FILE_MISSING } from './texts.ts';
import { inventoryWorkbook } from './inventory-workbook.ts';

/** Every cell of the exports goes through neutraliseFormula: user texts (names, notes) are never formulas (issue #22). */
const safeRow = (values: unknown[]) => values.map(neutraliseFormula);

/** Exports of the space (product-spec §5: a spreadsheet, or a zip when zip was asked). */

const PAGE = 2_000;

/** Where the zip export reports files it had to leave out (the request's logger). */
export interface ExportLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

function lang(language: string): InterfaceLanguage {
  return isInterfaceLanguage(language) ? language : 'fr';
}

/** Every sheet of the space, page by page (a space of any size never sits whole in memory). */
export async function* spaceRows(ctx: Pick<AppContext, 'db'>, owner: SpaceOwner): AsyncGenerator<repo.SpaceRow[]> {
  for (let offset = 0; ; offset += PAGE) {
    const rows = await repo.listSpace(
      ctx.db,
      owner.userId,
      {
        document_col: 'all',
        limit: PAGE,
        offset,
        sort_by: 'product_name',
        sort_direction: 'asc',
        product_name: undefined,
        supplier_code: undefined,
      },
      historySince(),
    );
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE) return;
  }
}

function pdfName(row: repo.SpaceRow): string {
  const base = `${row.product_name_slug || 'sheet'}-${row.language}-${row.iddc}`.replace(/[^\w.-]+/g, '_').slice(0, 150);
  return `sheets/${base}.pdf`;
}

/** What the zip holds of each sheet: the PDF's name in the archive, or why it has none. */
export interface ZipFiles {
  included: Map<string, string>;
  missing: Map<string, SheetFileMissing>;
}

/**
 * The space as an xlsx workbook: the inventory a safety officer opens (inventory-workbook.ts). Inside a zip, the
 * file column names each sheet's PDF in the archive, or says in words why there is none; alone, it links the sheet
 * page (uploads: their file in the space, private to their owner).
 */
export async function exportSpaceWorkbook(ctx: Pick<AppContext, 'db' | 'config'>, owner: SpaceOwner, language: string, files?: ZipFiles): Promise<Buffer> {
  return inventoryWorkbook(
    ctx,
    owner,
    language,
    () => spaceRows(ctx, owner),
    (r) => (files ? fileCell(files, r.iddc, language) : `${ctx.config.publicUrl}/fds/${r.iddc}/`),
  );
}

function fileCell(files: ZipFiles, iddc: string, language: string): string {
  const missing = files.missing.get(iddc);
  return missing ? FILE_MISSING[lang(language)][missing] : (files.included.get(iddc) ?? '');
}

/**
 * The space as a zip: every sheet's PDF (one at a time, streamed from the storage) plus the workbook. Each file
 * comes from the catalogue's one source of a sheet's file, which renders a demo or generated sheet's PDF when it
 * has none yet (issue #23: a 52-sheet space exported 2 PDFs) and asks for its reading; a sheet without a file is
 * listed in the workbook with the reason. The archive is streamed to the client as it is built, so the server's
 * memory does not grow with the size of the space.
 */
export function exportSpaceZip(
  ctx: Pick<AppContext, 'db' | 'config' | 'storage' | 'pool' | 'jobs'>,
  owner: SpaceOwner,
  language: string,
  log: ExportLog,
): Readable {
  const out = new PassThrough();
  void (async () => {
    const { default: archiver } = await import('archiver');
    const archive = archiver('zip', { zlib: { level: 1 } });
    archive.on('warning', (err: Error) => log.warn({ err }, 'my-fds zip export warning'));
    archive.on('error', (err: Error) => out.destroy(err));
    archive.pipe(out);
    const files: ZipFiles = { included: new Map(), missing: new Map() };
    for await (const page of spaceRows(ctx, owner)) {
      for (const r of page) {
        if (files.included.has(r.iddc) || files.missing.has(r.iddc)) continue;
        const file = await sheetFileById(ctx, r.document_id);
        if (!file.available) {
          files.missing.set(r.iddc, file.reason);
          continue;
        }
        let stream: Readable;
        try {
          stream = await ctx.storage.stream(file.key);
        } catch (err) {
          log.warn({ err, key: file.key }, 'my-fds zip export: file missing, listed as such');
          files.missing.set(r.iddc, 'file_missing');
          continue;
        }
        files.included.set(r.iddc, pdfName(r));
        const written = new Promise<void>((resolve) => archive.once('entry', () => resolve()));
        archive.append(stream, { name: pdfName(r) });
        await written;
        // Back-pressure: wait while the client has not taken what is already compressed.
        if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
      }
    }
    archive.append(await exportSpaceWorkbook(ctx, owner, language, files), { name: 'my-fds.xlsx' });
    await archive.finalize();
  })().catch((err) => {
    log.error({ err }, 'my-fds zip export failed');
    out.destroy(err as Error);
  });
  return out;
}

/**
 * The change log as a workbook (the "Excel export" of my chemical base): the rows the user sees, and a worksheet
 * naming the sheets whose extracted-data changes are left out at the user's FDS-Extract level, with how to see them.
 */
export async function changelogWorkbook(log: { rows: ChangelogRow[]; withheld: WithheldSheet[] }, language: string): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const wb = new Excel.Workbook();
  const ws = wb.addWorksheet('Changelog');
  ws.addRow(CHANGELOG_HEADINGS[lang(language)]).font = { bold: true };
  for (const r of log.rows) {
    ws.addRow(
      safeRow([
        r.document_code,
        r.product_name,
        r.supplier_name,
        r.section,
        r.label,
        r.creation_date.slice(0, 10),
        r.modification_date.slice(0, 10),
        r.modified_field,
        r.old_value ?? '',
        r.new_value ?? '',
      ]),
    );
  }
  ws.columns.forEach((c) => {
    c.width = 20;
  });
  if (log.withheld.length > 0) {
    const t = CHANGELOG_WITHHELD[lang(language)];
    const left = wb.addWorksheet(t.sheet);
    left.addRow(t.columns).font = { bold: true };
    for (const w of log.withheld) left.addRow(safeRow([w.document_code, w.product_name, w.supplier_name, w.changes, t.notes[w.level]]));
    left.columns.forEach((c, i) => {
      c.width = i === 4 ? 80 : 22;
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

interface Reading {
  hazards?: { hStatements?: string[]; euhStatements?: string[]; pictograms?: string[]; signalWord?: string | null };
  physical?: { state?: string | null; flashPoint?: { raw?: string } | null };
  transport?: { unNumber?: string | null; packingGroup?: string | null };
}

/**
 * GET /users/{login}/mySDS/sds2excel: the extracted data of every sheet of the space, one workbook, each sheet at
 * the user's FDS-Extract level (a last column says which).
 */
export async function extractedDataWorkbook(ctx: Pick<AppContext, 'db'>, owner: SpaceOwner, language: string): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const t = EXTRACTED_HEADINGS[lang(language)];
  const wb = new Excel.Workbook();
  wb.creator = 'OpenFDS';
  const sheets = wb.addWorksheet(t.sheets);
  sheets.addRow(t.columns).font = { bold: true };
  const components = wb.addWorksheet(t.components);
  components.addRow(t.componentColumns).font = { bold: true };
  for await (const page of spaceRows(ctx, owner)) {
    const ids = page.map((r) => r.document_id);
    const readings = await repo.readingsOf(ctx.db, ids);
    const byId = new Map(readings.map((r) => [Number(r.document_id), r.reading as Reading | null]));
    const comps = await repo.componentsOfSheets(ctx.db, ids);
    // What each sheet's data may show: full (FDS-Extract standard/Premium credit spent on it), basic (SafeBox: H
    // statements and component identifiers), or nothing but the sheet's identity.
    const levels = await extractionLevels(ctx.db, owner.userId, ids);
    const byDoc = new Map<number, typeof comps>();
    for (const c of comps) (byDoc.get(Number(c.document_id)) ?? byDoc.set(Number(c.document_id), []).get(Number(c.document_id))!).push(c);
    for (const r of page) {
      const level = levels.get(Number(r.document_id)) ?? null;
      const full = level === 'standard' || level === 'premium';
      const reading = level ? (byId.get(r.document_id) ?? null) : null;
      const h = reading?.hazards;
      const only = (value: string) => (full ? value : '');
      sheets.addRow(
        safeRow([
          r.iddc,
          r.product_name,
          r.supplier_name,
          r.revision_date ?? '',
          r.extraction_status,
          [...(h?.hStatements ?? []), ...(h?.euhStatements ?? [])].join(', '),
          only((h?.pictograms ?? []).join(', ')),
          only(h?.signalWord ?? ''),
          only(reading?.physical?.state ?? ''),
          only(reading?.physical?.flashPoint?.raw ?? ''),
          only(reading?.transport?.unNumber ?? ''),
          only(reading?.transport?.packingGroup ?? ''),
          t.levels[full ? 'full' : level ? 'basic' : 'none'],
        ]),
      );
      if (!level) continue;
      for (const c of byDoc.get(r.document_id) ?? []) {
        components.addRow(
          safeRow([
            r.iddc,
            r.product_name,
            c.name ?? '',
            c.cas ?? '',
            c.ec ?? '',
            c.reach_number ?? '',
            only(c.conc_raw ?? ''),
            (c.h_statements ?? []).join(', '),
          ]),
        );
      }
    }
  }
  for (const ws of [sheets, components])
    ws.columns.forEach((c) => {
      c.width = 22;
    });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
