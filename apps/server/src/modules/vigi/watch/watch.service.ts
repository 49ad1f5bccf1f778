import {
  VIGI_LIST_ENTRY_LANGUAGE,
  VIGI_OFFERS,
  VIGI_READER_LANGUAGES,
  type InterfaceLanguage,
  type VigilanceReason,
  type VigiDetailLevel,
  type VigiHit,
  type VigiListHits,
  type VigiListStatus,
  type VigiOffer,
  type VigiSheetWatch,
} from '@openfds/contract';
import { reasonText } from '../report/reason-texts.ts';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../errors/app-error.ts';
import { visibleTo, type WatchedDocument } from './document-access.ts';
import type { Viewer } from '../../../catalogue/document-access.ts';
import type { VigiEntitlement } from './entitlements.ts';
import { keptSheets, MATCH_KINDS_BY_RANK, readingStatuses, type HitRow } from '../matching/matching.repository.ts';
import type { ListMeta } from '../lists/lists.service.ts';
import { matchComponents } from '../matching/memory-matcher.ts';
import { readForMatching } from '../matching/sheet-components.ts';
import { obligationText, vigilanceReasonText } from '../report/obligation-texts.ts';
import { invalidIdentifiers } from '../matching/component-identifiers.ts';

export interface Vigilance {
  reason: VigilanceReason;
  params: Record<string, string | number>;
}

/** What is known of a sheet's section 3: components read, read with none found, or not read yet (or being read). */
export type ComponentsState = 'read' | 'none' | 'pending';

/** Why a sheet cannot be evaluated (language, age, no components read, not read yet), or null when it can. */
export function vigilanceOf(
  config: Config,
  doc: Pick<WatchedDocument, 'language' | 'revision_date'>,
  components: ComponentsState,
  today = new Date(),
): Vigilance | null {
  const limit = new Date(today);
  limit.setUTCFullYear(limit.getUTCFullYear() - config.vigiMaxSheetAgeYears);
  if (!(VIGI_READER_LANGUAGES as readonly string[]).includes(doc.language)) {
    return { reason: 'language', params: { language: doc.language } };
  }
  if (doc.revision_date && doc.revision_date < limit.toISOString().slice(0, 10)) {
    return { reason: 'too_old', params: { years: config.vigiMaxSheetAgeYears } };
  }
  if (components === 'read') return null;
  return { reason: components === 'pending' ? 'extraction_pending' : 'no_components', params: {} };
}

/**
 * The state of sheets without components: a sheet never read (or being read) is pending, not "nothing found".
 * Asked only for such sheets, so the usual request stays at one round trip.
 */
async function unreadStates(db: Db, documentIds: number[]): Promise<Map<number, ComponentsState>> {
  if (documentIds.length === 0) return new Map();
  const readings = await readingStatuses(db, documentIds);
  const status = new Map(readings.map((r) => [r.document_id, r.status]));
  return new Map(
    documentIds.map((id) => {
      const s = status.get(id);
      return [id, s === undefined || s === 'in_progress' ? 'pending' : 'none'];
    }),
  );
}

/** True for the vigilance error of a sheet that has not been read yet (see VIGILANCE_REASONS). */
export function isExtractionPending(error: unknown): boolean {
  return (
    error instanceof AppError && error.error === 'vigilanceError' && !!error.options.data?.some((d) => d.name === 'reason' && d.value === 'extraction_pending')
  );
}

/** The catalogue error 606 with its reason, in the request's language, and the reason code in data. */
export function vigilanceError(vigilance: Vigilance, language: InterfaceLanguage): AppError {
  return new AppError('vigilanceError', {
    params: { reason: vigilanceReasonText(vigilance.reason, language, vigilance.params) },
    data: [{ name: 'reason', value: vigilance.reason }],
  });
}

/** A list's access for the user, and, given a sheet, for that sheet (paid lists need a credit spent on it). */
export function listAccess(meta: ListMeta, entitlement: VigiEntitlement, documentId?: number): { status: VigiListStatus; detail: VigiDetailLevel } {
  if (!meta.version) return { status: 'not_loaded', detail: 'basic' };
  if (VIGI_OFFERS[meta.offer].price === 0) return { status: 'ok', detail: entitlement.freeDetail };
  if (!entitlement.paidOffers.has(meta.offer)) return { status: 'locked', detail: 'basic' };
  if (documentId !== undefined && !sheetHasOffer(entitlement, documentId, meta.offer)) {
    return { status: entitlement.exhaustedOffers?.has(meta.offer) ? 'no_credits' : 'locked', detail: 'basic' };
  }
  return { status: 'ok', detail: 'full' };
}

function sheetHasOffer(entitlement: VigiEntitlement, documentId: number, offer: VigiOffer): boolean {
  return !entitlement.sheetOffers || !!entitlement.sheetOffers.get(documentId)?.has(offer);
}

export function toHit(row: HitRow, detail: VigiDetailLevel, language: InterfaceLanguage): VigiHit {
  const full = detail === 'full';
  return {
    entry_id: row.entry_id,
    entry_number: row.entry_number,
    entry_name: row.entry_name,
    entry_cas: row.entry_cas,
    entry_ec: row.entry_ec,
    component_position: row.position,
    component_name: row.component_name,
    component_cas: row.component_cas,
    component_ec: row.component_ec,
    matched_by: MATCH_KINDS_BY_RANK[row.rank - 1],
    obligation: obligationText(
      { list: row.list_code, entryNumber: row.entry_number, sunsetDate: row.sunset_date, classification: row.classification, details: row.details },
      language,
    ),
    reason: full ? reasonText(row.reason, language) : null,
    classification: full ? row.classification : null,
    inclusion_date: full ? row.inclusion_date : null,
    latest_application_date: full ? row.latest_application_date : null,
    sunset_date: full ? row.sunset_date : null,
    conditions: full ? row.conditions : null,
  };
}

/**
 * Hits of one sheet per list (every list is listed: not loaded and locked ones without hits). Throws the
 * vigilance error when the sheet cannot be evaluated. Only the lists the user may see are matched.
 */
export async function documentWatch(
  db: Db,
  config: Config,
  doc: WatchedDocument,
  entitlement: VigiEntitlement,
  language: InterfaceLanguage,
): Promise<{ lists: VigiListHits[]; invalidComponents: { position: number; name: string | null; cas: string | null; ec: string | null }[] }> {
  // Language and age need no database; then one round trip reads the components and the lists' stamp, and the
  // match runs in memory against the snapshot of the current list versions (sheet-components.ts).
  const early = vigilanceOf(config, doc, 'read');
  if (early) throw vigilanceError(early, language);
  const { snapshot, components } = await readForMatching(db, [doc.id]);
  if (components.length === 0) {
    throw vigilanceError(vigilanceOf(config, doc, (await unreadStates(db, [doc.id])).get(doc.id)!)!, language);
  }
  const metas = snapshot.metas;
  const access = new Map(metas.map((m) => [m.code, listAccess(m, entitlement, doc.id)]));
  const visible = metas.filter((m) => access.get(m.code)!.status === 'ok').map((m) => m.code);
  const rows = matchComponents(snapshot, components, visible);
  const lists = metas.map((m) => {
    const { status, detail } = access.get(m.code)!;
    return {
      list: m.code,
      offer: m.offer,
      status,
      detail,
      version: m.version,
      entry_language: VIGI_LIST_ENTRY_LANGUAGE[m.code],
      hits: rows.filter((r) => r.list_code === m.code).map((r) => toHit(r, detail, language)),
    };
  });
  // Components whose CAS or EC fails its check digit: they may have been misread, the user should check them.
  const invalidComponents = invalidIdentifiers(components).map(({ position, name, cas, ec }) => ({ position, name, cas, ec }));
  return { lists, invalidComponents };
}

/** The watch across the sheets a user keeps: one item per sheet, free lists and the paid lists held. */
export async function userWatch(
  db: Db,
  config: Config,
  userId: number,
  viewer: Viewer,
  entitlement: VigiEntitlement,
  language: InterfaceLanguage,
  /** Given the sheets not read yet, so that their reading is asked for (the route passes the catalogue's). */
  askReadings: (documentIds: number[]) => Promise<unknown> = async () => {},
): Promise<VigiSheetWatch[]> {
  const kept = await keptSheets(db, userId);
  // Kept sheets the user can no longer open (secret, or private without a customer code) are left out.
  const docs = kept.filter(visibleTo(viewer));
  const { snapshot, components } = await readForMatching(
    db,
    docs.map((d) => d.id),
  );
  const read = new Set(components.map((c) => c.document_id));
  const unread = await unreadStates(
    db,
    docs.filter((d) => !read.has(d.id)).map((d) => d.id),
  );
  await askReadings([...unread].filter(([, state]) => state === 'pending').map(([id]) => id));
  const vigilance = new Map(
    docs.flatMap((d) => {
      const v = vigilanceOf(config, d, unread.get(d.id) ?? 'read');
      return v ? [[d.id, v] as const] : [];
    }),
  );
  const visible = snapshot.metas.filter((m) => listAccess(m, entitlement).status === 'ok').map((m) => m.code);
  const offerOf = new Map(snapshot.metas.map((m) => [m.code, m.offer]));
  const rows = matchComponents(
    snapshot,
    components.filter((c) => !vigilance.has(c.document_id)),
    visible,
  )
    // A paid list's hits only on the sheets a credit of its offer was spent on.
    .filter((r) => VIGI_OFFERS[offerOf.get(r.list_code)!].price === 0 || sheetHasOffer(entitlement, r.document_id, offerOf.get(r.list_code)!));
  const byDoc = new Map<number, HitRow[]>();
  for (const r of rows) (byDoc.get(r.document_id) ?? byDoc.set(r.document_id, []).get(r.document_id)!).push(r);
  return docs.map((d) => ({
    document_code: d.iddc,
    product_name: d.product_name,
    supplier_name: d.supplier_name,
    vigilance_error: vigilance.get(d.id)?.reason ?? null,
    hits: (byDoc.get(d.id) ?? []).map((r) => {
      const hit = toHit(r, 'basic', language);
      return {
        list: r.list_code,
        entry_name: hit.entry_name,
        entry_number: hit.entry_number,
        component_name: hit.component_name,
        component_cas: hit.component_cas,
        matched_by: hit.matched_by,
        obligation: hit.obligation,
      };
    }),
  }));
}
