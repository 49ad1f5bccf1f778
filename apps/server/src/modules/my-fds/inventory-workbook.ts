import { PassThrough } from 'node:stream';
import { CONFORMITY_FLAGS, isInterfaceLanguage, neutraliseFormula, readingStateOf, type ConformityFlag, type InterfaceLanguage } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { extractionLevels } from '../entitlements/index.ts';
import { watchListsOfSheets } from '../vigi/index.ts';
import * as repo from './repository.ts';
import type { SpaceOwner } from './service.ts';
import { INVENTORY_TEXTS, type ComponentColumn, type DataLevel, type InventoryColumn, type InventoryTexts } from './inventory-texts.ts';

/**
 * The my-FDS Excel export as a safety officer's chemical inventory (issue #23): per sheet its identity, the user's
 * own fields, the reading in words, the label elements, components, transport and flash point, the conformity
 * findings in words and the watch hits; a second worksheet with one row per component and the lists it is on; a
 * third saying what each level of data shows. Values in the request's language, dates as dates, frozen header,
 * filters and widths. The extracted data of a sheet is shown at the user's level for it (FDS-Extract, SafeBox, or
 * none), never more. Written through exceljs's streaming writer, a page of the space at a time.
 */

/** Every cell of the export goes through neutraliseFormula: user texts (names, notes) are never formulas (issue #22). */
const safeRecord = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, neutraliseFormula(v)]));

interface Reading {
  hazards?: { hStatements?: string[]; euhStatements?: string[]; pictograms?: string[]; signalWord?: 'danger' | 'warning' | null };
  physical?: { state?: string | null; flashPoint?: { raw?: string } | null };
  transport?: { unNumber?: string | null; transportClass?: string | null; packingGroup?: string | null };
}

export type PageRows = AsyncIterable<repo.SpaceRow[]>;

const WIDTHS: Partial<Record<InventoryColumn, number>> = {
  document_code: 26,
  product_name: 36,
  supplier_name: 26,
  note: 40,
  components: 60,
  conformity: 40,
  watch: 40,
  h_statements: 24,
  file: 40,
  reading: 30,
  data_level: 30,
};
const DATE_COLUMNS = new Set<InventoryColumn>(['revision_date', 'added_at']);
const INVENTORY_COLUMNS = Object.keys(INVENTORY_TEXTS.en.columns) as InventoryColumn[];
const COMPONENT_COLUMNS = Object.keys(INVENTORY_TEXTS.en.componentColumns) as ComponentColumn[];

function languageOf(language: string): InterfaceLanguage {
  return isInterfaceLanguage(language) ? language : 'fr';
}

function dateOf(value: string | Date | null): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(`${String(value).slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function dateFormat(language: InterfaceLanguage): string {
  return language === 'en' ? 'yyyy-mm-dd' : language === 'de' ? 'dd.mm.yyyy' : 'dd/mm/yyyy';
}

function stateWord(t: InventoryTexts, state: string | null | undefined): string {
  if (!state) return '';
  return (t.state as Record<string, string>)[state.toLowerCase()] ?? state;
}

function conformityWords(t: InventoryTexts, flags: string[]): string {
  return flags
    .filter((f): f is ConformityFlag => (CONFORMITY_FLAGS as readonly string[]).includes(f))
    .map((f) => t.conformity[f])
    .join('; ');
}

function levelOf(level: string | null): DataLevel {
  return level === 'standard' || level === 'premium' ? 'full' : level === 'basic' ? 'basic' : 'none';
}

type Ctx = Pick<AppContext, 'db' | 'config'>;

/** The data of one page of the space that both worksheets need. */
async function pageData(ctx: Ctx, owner: SpaceOwner, page: repo.SpaceRow[], language: InterfaceLanguage) {
  const ids = page.map((r) => Number(r.document_id));
  const [readings, components, levels, watch] = await Promise.all([
    repo.readingsOf(ctx.db, ids),
    repo.componentsOfSheets(ctx.db, ids),
    extractionLevels(ctx.db, owner.userId, ids),
    watchListsOfSheets(ctx.db, owner.userId, ids, language),
  ]);
  const readingOf = new Map(readings.map((r) => [Number(r.document_id), r.reading as Reading | null]));
  const componentsOf = new Map<number, typeof components>();
  for (const c of components) {
    const id = Number(c.document_id);
    componentsOf.set(id, [...(componentsOf.get(id) ?? []), c]);
  }
  return { readingOf, componentsOf, levelOf: (id: number) => levelOf(levels.get(id) ?? null), watch };
}

export async function inventoryWorkbook(
  ctx: Ctx,
  owner: SpaceOwner,
  requestLanguage: string,
  pages: () => PageRows,
  fileCell: (row: repo.SpaceRow) => string,
): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const language = languageOf(requestLanguage);
  const t = INVENTORY_TEXTS[language];
  const names = new Intl.DisplayNames([language], { type: 'language' });
  const languageName = (code: string) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const wb = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  wb.creator = 'OpenFDS';
  const counts: Record<DataLevel, number> = { full: 0, basic: 0, none: 0 };

  // Worksheet 1: one row per sheet.
  const ws = wb.addWorksheet(t.sheets.inventory, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = INVENTORY_COLUMNS.map((c) => ({
    header: t.columns[c],
    key: c,
    width: WIDTHS[c] ?? 18,
    style: DATE_COLUMNS.has(c) ? { numFmt: dateFormat(language) } : {},
  }));
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: INVENTORY_COLUMNS.length } };
  ws.getRow(1).font = { bold: true };
  for await (const page of pages()) {
    const data = await pageData(ctx, owner, page, language);
    for (const r of page) {
      const id = Number(r.document_id);
      const level = data.levelOf(id);
      counts[level] += 1;
      const full = level === 'full';
      const reading = level === 'none' ? null : (data.readingOf.get(id) ?? null);
      const h = reading?.hazards;
      const { state, problem } = readingStateOf(r.reading_status, r.reading_started, r.reading_error);
      const components = level === 'none' ? [] : (data.componentsOf.get(id) ?? []);
      const hits = data.watch.get(id);
      ws.addRow(
        safeRecord({
          document_code: r.iddc,
          product_name: r.product_name,
          supplier_name: r.supplier_name,
          revision_date: dateOf(r.revision_date),
          revision_version: r.revision_version ?? '',
          language: languageName(r.language),
          source: t.source[r.source as keyof InventoryTexts['source']] ?? r.source,
          added_at: dateOf(new Date(r.added_at)),
          newer_revision: r.newer_revision_code ? `${t.yes}: ${r.newer_revision_code}` : '',
          internal_reference: r.internal_reference ?? '',
          site: r.site ?? '',
          storage_location: r.storage_location ?? '',
          note: r.note ?? '',
          reading: problem ? `${t.reading[state]} (${t.problem[problem]})` : t.reading[state],
          data_level: t.level[level],
          signal_word: full && h?.signalWord ? t.signalWord[h.signalWord] : '',
          pictograms: full ? (h?.pictograms ?? []).join(', ') : '',
          h_statements: (h?.hStatements ?? []).join(', '),
          euh_statements: (h?.euhStatements ?? []).join(', '),
          components: components
            .map((c) => [c.name ?? '?', c.cas ? `CAS ${c.cas}` : '', full ? (c.conc_raw ?? '') : ''].filter(Boolean).join(' · '))
            .join('; '),
          un_number: full ? (reading?.transport?.unNumber ?? '') : '',
          transport_class: full ? (reading?.transport?.transportClass ?? '') : '',
          packing_group: full ? (reading?.transport?.packingGroup ?? '') : '',
          flash_point: full ? (reading?.physical?.flashPoint?.raw ?? '') : '',
          physical_state: full ? stateWord(t, reading?.physical?.state) : '',
          conformity: conformityWords(t, r.conformity ?? []),
          watch: hits ? [...new Set([...hits.values()].flat())].join('; ') : '',
          file: fileCell(r),
        }),
      ).commit();
    }
  }
  ws.commit();

  // Worksheet 2: one row per component, with the lists it is on.
  const cs = wb.addWorksheet(t.sheets.components, { views: [{ state: 'frozen', ySplit: 1 }] });
  cs.columns = COMPONENT_COLUMNS.map((c) => ({
    header: t.componentColumns[c],
    key: c,
    width: c === 'name' || c === 'lists' ? 40 : c === 'product_name' ? 36 : 18,
  }));
  cs.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COMPONENT_COLUMNS.length } };
  cs.getRow(1).font = { bold: true };
  for await (const page of pages()) {
    const data = await pageData(ctx, owner, page, language);
    for (const r of page) {
      const id = Number(r.document_id);
      const level = data.levelOf(id);
      if (level === 'none') continue;
      for (const c of data.componentsOf.get(id) ?? []) {
        cs.addRow(
          safeRecord({
            document_code: r.iddc,
            product_name: r.product_name,
            supplier_name: r.supplier_name,
            name: c.name ?? '',
            cas: c.cas ?? '',
            ec: c.ec ?? '',
            concentration: level === 'full' ? (c.conc_raw ?? '') : '',
            h_statements: (c.h_statements ?? []).join(', '),
            lists: (data.watch.get(id)?.get(Number(c.position)) ?? []).join('; '),
          }),
        ).commit();
      }
    }
  }
  cs.commit();

  // Worksheet 3: what the levels show, and how many sheets are at each.
  const about = wb.addWorksheet(t.sheets.about);
  about.columns = [{ width: 120 }];
  const title = about.addRow([t.about.title]);
  title.font = { bold: true };
  title.commit();
  about.addRow([`${t.about.exported} ${new Date().toISOString().slice(0, 10)}`]).commit();
  about
    .addRow([
      t.about.counts
        .replace('{total}', String(counts.full + counts.basic + counts.none))
        .replace('{full}', String(counts.full))
        .replace('{basic}', String(counts.basic))
        .replace('{none}', String(counts.none)),
    ])
    .commit();
  for (const line of [t.about.full, t.about.basic, t.about.none, t.about.more]) about.addRow([line]).commit();
  about.commit();
  await wb.commit();
  await done;
  return Buffer.concat(chunks);
}
