import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../errors/app-error.ts';
import type { Caller } from '../../../plugins/session.ts';
import { documentByExactCode, type WatchedDocument } from '../matching/matching.repository.ts';
import { assertSheetVisible, latestOfProduct, loadViewer, sheetVisibility, type Viewer } from '../../../catalogue/document-access.ts';

export type { WatchedDocument };

/**
 * Loads the sheet of exactly this code (a watch is about one version's components, so no redirect to the
 * latest version) under the catalogue's access rule (catalogue/document-access.ts): the substance
 * watch's data is as protected as the file. Deleted and secret sheets answer 605; a private sheet without a
 * proven customer code answers 641 with the supplier to ask the code for, as the sheet page does.
 */
export async function loadReadableDocument(db: Db, caller: Pick<Caller, 'user' | 'session'>, code: string): Promise<WatchedDocument> {
  const row = await documentByExactCode(db, code);
  if (!row || row.deleted_at) throw new AppError('documentNotFound');
  // A superseded revision is served only while its product is: once the latest version became secret (or was
  // deleted), the older ones are not found either (issue #11: the watch still served them).
  if (!row.is_latest) {
    const latest = await latestOfProduct(db, row);
    if (!latest || latest.deleted_at || latest.access === 'secret') throw new AppError('documentNotFound');
  }
  await assertSheetVisible(db, row, await loadViewer(db, caller));
  return {
    id: row.id,
    iddc: row.iddc,
    product_name: row.product_name,
    supplier_name: row.supplier_name,
    supplier_code: row.supplier_code,
    language: row.language,
    revision_date: row.revision_date,
    revision_version: row.revision_version,
  };
}

/** The same rule for a list of kept sheets: only the ones the viewer may open are watched. */
export function visibleTo(viewer: Viewer) {
  return (sheet: { access: 'public' | 'private' | 'secret'; supplier_id: number }) => sheetVisibility(sheet, viewer) === 'visible';
}

export { loadViewer };
