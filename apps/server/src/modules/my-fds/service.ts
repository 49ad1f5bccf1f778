import {
  readingStateOf,
  HISTORY_WINDOW_MONTHS,
  type MyFdsEntryUpdate,
  type MyFdsItem,
  type MyFdsListQuery,
  type MyFdsOrderRef,
  type SelectInfReg,
} from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { AppError } from '../../errors/app-error.ts';
import { isQueryCanceled, isUniqueViolation } from '../../db/pg-errors.ts';
import { slugify } from '../../catalogue/fold-text.ts';
import { requestReadings } from '../../catalogue/sheet-source.ts';
import { jobConnectionOf } from '../../catalogue/sheet-readings.repository.ts';
import * as repo from './repository.ts';
import * as uploadedSheets from '../../catalogue/uploaded-sheets.repository.ts';
import { mergeUserProfile } from '../users/index.ts';
import { consumeCredits, extractionLevels, orderedSheetIds, sheetOrders, type ExtractionLevel } from '../entitlements/index.ts';
import { putIntoSpace } from './deposit.ts';
import { DELETE_UPLOAD_FILES_JOB, type DeleteUploadFilesData } from './upload-files.job.ts';

/** Rules of the personal space (issue #12). Routes pass the caller and plain values. */

export interface SpaceOwner {
  userId: number;
  login: string;
  language: string;
  safebox: boolean;
}

/**
 * The space of the user a route is about (apiRoute's `target`: the caller, or any user for an administrator). A
 * profile type the user does not have is refused like another user's space (603); mySDS is every account's.
 */
export function spaceOwner(target: SessionUser, profileType: string): SpaceOwner {
  if (profileType !== 'mySDS' && !target.profileTypes.includes(profileType)) throw new AppError('forbidden');
  return { userId: target.id, login: target.login, language: target.language, safebox: target.safebox };
}

export function historySince(now = new Date()): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - HISTORY_WINDOW_MONTHS);
  return since;
}

function fileUrl(row: repo.SpaceRow, owner: SpaceOwner): string | null {
  // A catalogue sheet always has its file (rendered on first need when the catalogue has none stored yet).
  if (!row.has_file && row.source === 'upload') return null;
  return row.source === 'upload'
    ? `/api/v1/users/${encodeURIComponent(owner.login)}/mySDS/documents/${row.iddc}/file`
    : `/api/v1/documents/${row.iddc}/preview`;
}

/** The reading in words (issue #23): never read, queued, being read, read, or why not. */
export function readingOf(row: Pick<repo.SpaceRow, 'reading_status' | 'reading_started' | 'reading_error'>) {
  const { state, problem } = readingStateOf(row.reading_status, row.reading_started, row.reading_error);
  return { reading_state: state, reading_problem: problem };
}

function toItem(
  row: repo.SpaceRow,
  owner: SpaceOwner,
  languages: Map<number, { lang: string; iddc: string }[]>,
  orders: Map<number, MyFdsOrderRef[]>,
): MyFdsItem {
  return {
    iddc: row.iddc,
    document_code: row.iddc,
    product_name: row.product_name,
    product_name_slug: row.product_name_slug,
    supplier_name: row.supplier_name,
    supplier_name_slug: row.source === 'upload' ? slugify(row.supplier_name) : row.supplier_name_slug,
    supplier_code: row.supplier_code,
    revision_date: row.revision_date,
    revision_version: row.revision_version,
    language: row.language,
    file: fileUrl(row, owner),
    myFDS: row.in_space,
    documents_languages: row.language_group_id ? (languages.get(row.language_group_id) ?? []) : [],
    source: row.source,
    added_at: new Date(row.added_at).toISOString(),
    newer_revision: row.newer_revision_code !== null,
    newer_revision_code: row.newer_revision_code,
    extraction_status: row.extraction_status,
    ...readingOf(row),
    conformity: row.conformity ?? [],
    internal_reference: row.internal_reference,
    site: row.site,
    storage_location: row.storage_location,
    note: row.note,
    tools: { extraction: row.tools?.extraction ?? 'none', watch_lists: row.tools?.watch_lists ?? [] },
    orders: orders.get(Number(row.document_id)) ?? [],
  };
}

async function withLanguages(ctx: AppContext, rows: repo.SpaceRow[], owner: SpaceOwner): Promise<MyFdsItem[]> {
  const groups = [...new Set(rows.map((r) => r.language_group_id).filter((g): g is number => g !== null))];
  // The page's other languages and its orders are two independent reads: sent together.
  const [languageRows, orders] = await Promise.all([
    repo.languagesOf(ctx.db, groups),
    sheetOrders(
      ctx.db,
      owner.userId,
      rows.map((r) => Number(r.document_id)),
    ),
  ]);
  const languages = new Map<number, { lang: string; iddc: string }[]>();
  for (const l of languageRows) {
    const list = languages.get(Number(l.language_group_id)) ?? [];
    list.push({ lang: l.language, iddc: l.iddc });
    languages.set(Number(l.language_group_id), list);
  }
  return rows.map((r) => toItem(r, owner, languages, orders));
}

export interface SpacePage {
  items: MyFdsItem[];
  itemsCount: number;
  pagesCount: number;
  pageCurrent: number;
}

/**
 * One page of a tab of the space. A query the database cancelled (statement timeout: a space too large for its
 * filters) answers 564 ("your account does not work", api-spec's code of this list); any other failure is a 500.
 */
export async function listDocuments(ctx: AppContext, owner: SpaceOwner, query: MyFdsListQuery): Promise<SpacePage> {
  try {
    const since = historySince();
    // Decision (product-spec §2.6 "orders" tab, §4 "Order flow"): the orders tab lists the sheets of the space
    // that a paid order's credits were spent on (what the user's orders bought), each with its orders (invoice
    // number as reference, dates, status, offers applied). Orders without a sheet yet are in the profile's
    // subscriptions; a sheet removed from the space leaves the tab like any other tab.
    const ordered = query.document_col === 'orders' ? await orderedSheetIds(ctx.db, owner.userId) : [];
    const rows = await repo.listSpace(ctx.db, owner.userId, query, since, ordered);
    const itemsCount = rows.length > 0 ? Number(rows[0].total) : query.offset > 0 ? await repo.countSpace(ctx.db, owner.userId, query, since, ordered) : 0;
    return {
      items: await withLanguages(ctx, rows, owner),
      itemsCount,
      pagesCount: Math.ceil(itemsCount / query.limit),
      pageCurrent: Math.floor(query.offset / query.limit) + 1,
    };
  } catch (error) {
    if (isQueryCanceled(error)) throw new AppError('myFdsBroken', { cause: error });
    throw error;
  }
}

export interface ExtractedSummary {
  h_statements: string[];
  pictograms: string[];
  signal_word: string | null;
  components: { name: string | null; cas: string | null; ec: string | null; concentration: string | null }[];
}

/** One kept sheet, with a summary of its extracted data (an upload has no public sheet page to show it). */
export async function getEntry(ctx: AppContext, owner: SpaceOwner, code: string): Promise<MyFdsItem & { extracted: ExtractedSummary | null }> {
  const row = await repo.entryByCode(ctx.db, owner.userId, code);
  if (!row) throw new AppError('documentNotFound', { field: 'document_code' });
  const [item] = await withLanguages(ctx, [row], owner);
  const summary = await repo.extractedSummary(ctx.db, row.document_id);
  const level = (await extractionLevels(ctx.db, owner.userId, [row.document_id])).get(row.document_id) ?? null;
  return { ...item, extracted: summary && gateSummary(level, summary) };
}

/**
 * Issue #22: the summary at the user's FDS-Extract level of the sheet, like every route serving reading content
 * (extraction/reading-gate.ts): pictograms and hazard statements for anyone (the sheet page's free part), the
 * component identifiers for the basic level, signal word and concentrations with a standard or Premium credit.
 */
function gateSummary(level: ExtractionLevel, summary: ExtractedSummary): ExtractedSummary {
  if (level === 'standard' || level === 'premium') return summary;
  return {
    h_statements: summary.h_statements,
    pictograms: summary.pictograms,
    signal_word: null,
    components: level === 'basic' ? summary.components.map((c) => ({ ...c, concentration: null })) : [],
  };
}

/**
 * Adds catalogue sheets by code. Every code must name a sheet the owner may open (secret sheets and other users'
 * uploads are "not found", private ones need a customer code of the supplier); re-adding changes nothing.
 */
export interface AddResult {
  added: number;
  kept: number;
  /** Credits of the offers held spent on the sheets added (one per sheet and offer). */
  credits_spent: number;
  /** Sheets added that an offer held could not process: its credits are spent (the user is offered more). */
  not_processed: string[];
  /** The offers (references) whose credits ran out on them. */
  not_processed_offers: string[];
}

export async function addDocuments(ctx: AppContext, owner: SpaceOwner, codes: string[]): Promise<AddResult> {
  const unique = [...new Set(codes)];
  return ctx.db.transaction().execute(async (tx) => {
    const sheets = await repo.sheetsByCodes(tx, unique);
    const byCode = new Map(sheets.map((s) => [s.iddc, s]));
    const proven = await repo.provenSupplierIds(tx, owner.userId);
    for (const code of unique) {
      const sheet = byCode.get(code);
      const own = sheet?.uploaded_by === owner.userId;
      if (!sheet || (sheet.access === 'secret' && !own)) {
        throw new AppError('documentNotFound', { field: 'document_code', data: [{ name: 'document_code', value: code }] });
      }
      if (sheet.access === 'private' && !proven.has(sheet.supplier_id)) {
        throw new AppError('customerCodeRequired', { field: 'document_code', data: [{ name: 'document_code', value: code }] });
      }
    }
    const result = await putIntoSpace(
      tx,
      owner.userId,
      sheets.map((s) => s.id),
      'favourite',
    );
    // A sheet of the space shows its reading (and the paid tools work on it): asked for at once when never read.
    await requestReadings({ db: tx, jobs: ctx.jobs }, result.added);
    const refused = new Set(result.notProcessed.documentIds);
    return {
      added: result.added.length,
      kept: unique.length - result.added.length,
      credits_spent: result.creditsSpent,
      not_processed: sheets.filter((s) => refused.has(Number(s.id))).map((s) => s.iddc),
      not_processed_offers: result.notProcessed.offers,
    };
  });
}

/** Removes the listed sheets, or every sheet when no list is given. Uploads no space holds any more go too. */
export async function removeDocuments(ctx: AppContext, owner: SpaceOwner, codes: string[] | undefined): Promise<{ removed: number }> {
  return ctx.db.transaction().execute(async (tx) => {
    let ids: number[] | null = null;
    if (codes) {
      const sheets = await repo.sheetsByCodes(tx, [...new Set(codes)]);
      ids = sheets.map((s) => s.id);
    }
    const removed = await repo.deleteEntries(tx, owner.userId, ids);
    const fileKeys = await uploadedSheets.markUnheldUploadsDeleted(tx, owner.userId, removed);
    // Their files go too (issue #22: a removed private PDF stayed on disk), by a job queued in this transaction: no
    // file I/O inside it, and the job exists exactly when the removal committed.
    if (fileKeys.length > 0) await ctx.jobs.send(DELETE_UPLOAD_FILES_JOB, { fileKeys } satisfies DeleteUploadFilesData, { connection: jobConnectionOf(tx) });
    return { removed: removed.length };
  });
}

export async function removeDocument(ctx: AppContext, owner: SpaceOwner, code: string): Promise<void> {
  const { removed } = await removeDocuments(ctx, owner, [code]);
  if (removed === 0) throw new AppError('documentNotFound', { field: 'document_code' });
}

export async function updateEntry(ctx: AppContext, owner: SpaceOwner, code: string, fields: MyFdsEntryUpdate) {
  await ctx.db.transaction().execute(async (tx) => {
    const row = await repo.entryByCode(tx, owner.userId, code);
    if (!row) throw new AppError('documentNotFound', { field: 'document_code' });
    await repo.updateEntry(tx, owner.userId, row.document_id, fields);
  });
  return getEntry(ctx, owner, code);
}

const FREE_WATCH = new Set(['free']);

/**
 * PUT .../selectInfReg: the tools chosen for one sheet. Free tools (basic extraction, the free watch lists) need
 * SafeBox membership (618 otherwise); paid ones spend a credit of their offer on the sheet through the entitlement
 * service (607 "credits exhausted" without one). Nothing is stored on refusal.
 */
export async function selectTools(ctx: AppContext, owner: SpaceOwner, code: string, tools: SelectInfReg) {
  const paid = ['standard', 'premium'].includes(tools.extraction) || tools.watch_lists.some((l) => !FREE_WATCH.has(l));
  const free = tools.extraction === 'basic' || tools.watch_lists.some((l) => FREE_WATCH.has(l));
  await ctx.db.transaction().execute(async (tx) => {
    const row = await repo.entryByCode(tx, owner.userId, code);
    if (!row) throw new AppError('documentNotFound', { field: 'document_code' });
    if (free && !owner.safebox) throw new AppError('notEntitled');
    // Paid tools spend one credit of their offer on this sheet, once (607 when the offer has none left).
    if (paid) {
      const offers = [
        ...(tools.extraction === 'standard' || tools.extraction === 'premium' ? [`extract_${tools.extraction}`] : []),
        ...tools.watch_lists.filter((l) => !FREE_WATCH.has(l)).map((l) => (l === 'recommendation' ? 'recommendations' : l)),
      ];
      for (const offerRef of new Set(offers)) await consumeCredits(tx, { userId: owner.userId, offerRef, documentCode: code });
    }
    await repo.updateTools(tx, owner.userId, row.document_id, { extraction: tools.extraction, watch_lists: [...new Set(tools.watch_lists)] });
    // The tools work on the sheet's reading: asked for now when the sheet was never read (issue #23).
    await requestReadings({ db: tx, jobs: ctx.jobs }, [row.document_id]);
  });
  return getEntry(ctx, owner, code);
}

/** The file of an upload of the space (uploads are secret: the catalogue's routes never serve them). */
export async function uploadFile(ctx: AppContext, owner: SpaceOwner, code: string): Promise<{ key: string; name: string }> {
  const row = await repo.uploadFileOf(ctx.db, owner.userId, code);
  if (!row?.file_key) throw new AppError('documentNotFound');
  return { key: row.file_key, name: `${row.product_name_slug || 'sheet'}-${code}.pdf` };
}

export type HistoryEntry = repo.HistoryRow;

/** Consultations of the last 24 months (date_start/date_end narrow the window, never widen it). */
export async function consultationHistory(ctx: AppContext, owner: SpaceOwner, range: { date_start?: string; date_end?: string }): Promise<HistoryEntry[]> {
  const floor = historySince();
  const start = range.date_start && new Date(range.date_start) > floor ? new Date(range.date_start) : floor;
  const end = range.date_end ? new Date(`${range.date_end}T23:59:59.999Z`) : new Date();
  const rows = await repo.consultationHistory(ctx.db, owner.userId, start, end);
  return rows.map((r) => ({ ...r, consulted_at: new Date(r.consulted_at).toISOString() }));
}

/**
 * Brings the sheets consulted in the last 24 months into the space (source 'consultation'). With
 * ignore_profile_documents the sheets already in the space are left as they are; without it they take the date of
 * their latest consultation. The profile's history_imported date is set. 694 when there is no history at all.
 */
export async function importConsultations(
  ctx: AppContext,
  owner: SpaceOwner,
  ignoreProfileDocuments: boolean,
): Promise<{ imported: number; updated: number; history_imported: string }> {
  const now = new Date();
  try {
    return await ctx.db.transaction().execute(async (tx) => {
      const consulted = await repo.consultedSheets(tx, owner.userId, historySince(now));
      if (consulted.length === 0) throw new AppError('noHistoryToImport');
      const added: number[] = [];
      for (const c of consulted.filter((c) => !c.in_space)) {
        added.push(...(await putIntoSpace(tx, owner.userId, [c.document_id], 'consultation', { addedAt: c.consulted_at })).added);
      }
      const imported = added.length;
      // Imported sheets are read at once like any sheet put into the space (issue #23), not when their page is opened.
      await requestReadings({ db: tx, jobs: ctx.jobs }, added);
      let updated = 0;
      if (!ignoreProfileDocuments) {
        for (const c of consulted.filter((c) => c.in_space)) {
          updated += await repo.redateEntry(tx, owner.userId, c.document_id, c.consulted_at);
        }
      }
      await mergeUserProfile(tx, owner.userId, { history_imported: now.toISOString() });
      return { imported, updated, history_imported: now.toISOString() };
    });
  } catch (error) {
    // Expected: two imports of one account at once (the second meets the first's rows) or a cancelled statement.
    if (isUniqueViolation(error) || isQueryCanceled(error)) throw new AppError('importFailed', { cause: error });
    throw error;
  }
}

export async function spaceSuppliers(ctx: AppContext, owner: SpaceOwner) {
  return repo.spaceSuppliers(ctx.db, owner.userId);
}
