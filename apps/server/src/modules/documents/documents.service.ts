import type { DocumentDetails } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Caller } from '../../plugins/session.ts';
import { assertSheetVisible, isOwnUpload, loadViewer, type Viewer } from '../../catalogue/document-access.ts';
import { currentSheetByCode, otherSheetsOfSupplier, uploadSupplierName, type SheetRecord } from '../../catalogue/sheets.repository.ts';
import { languageVersions, myFdsFlags } from '../search/index.ts';

/**
 * Resolves a document code to the sheet a visitor may see: any version's code leads to the latest version of
 * that product and language (the permanent link), deleted and secret sheets are "not found" (605), and
 * a private sheet without a proven customer code answers 641 with the supplier to ask the code for.
 */
export async function resolveSheet(
  ctx: AppContext,
  caller: Pick<Caller, 'user' | 'session'>,
  iddc: string,
): Promise<{ sheet: SheetRecord; requested: string; viewer: Viewer }> {
  const sheet = await currentSheetByCode(ctx.pool, iddc);
  if (!sheet) throw new AppError('documentNotFound');
  const viewer = await loadViewer(ctx.db, caller);
  await assertSheetVisible(ctx.db, sheet, viewer, iddc);
  return { sheet, requested: iddc, viewer };
}

/** A visitor without an account gives the free-consult data once (PUT /session) before opening a sheet. */
export function requireConsultPass(caller: Pick<Caller, 'user' | 'session'>): void {
  if (caller.user) return;
  if (caller.session?.guest && typeof caller.session.guest.email === 'string') return;
  throw new AppError('freeConsultRequired');
}

export function permanentUrl(ctx: AppContext, iddc: string): string {
  return `${ctx.config.publicUrl}/fds/${iddc}/`;
}

/** The sheet page's data: the sheet, its other languages and other sheets of the supplier. */
export async function sheetDetails(ctx: AppContext, caller: Pick<Caller, 'user' | 'session'>, iddc: string) {
  const { sheet, viewer } = await resolveSheet(ctx, caller, iddc);
  const proven = [...viewer.provenSupplierIds];
  // An upload (issue #23) gets the same page, private to its uploader: named by the supplier they typed, without
  // the catalogue's other languages or other sheets (it is nobody's catalogue entry).
  const ownUpload = sheet.access === 'secret' && isOwnUpload(sheet, viewer);
  const [languages, others, typedSupplier, inSpace] = await Promise.all([
    sheet.language_group_id && !ownUpload ? languageVersions(ctx.pool, [sheet.language_group_id], proven) : Promise.resolve([]),
    ownUpload ? Promise.resolve([]) : otherSheetsOfSupplier(ctx.pool, sheet, proven),
    ownUpload ? uploadSupplierName(ctx.pool, sheet.id, Number(sheet.uploaded_by)) : Promise.resolve(null),
    caller.user ? myFdsFlags(ctx.pool, [Number(sheet.id)], caller.user.id) : Promise.resolve(null),
  ]);
  const details: DocumentDetails = {
    iddc: sheet.iddc,
    requested_iddc: iddc,
    superseded: iddc !== sheet.iddc,
    product_name: sheet.product_name,
    product_name_slug: sheet.product_name_slug,
    product_code: sheet.product_code,
    supplier_code: sheet.supplier_code,
    supplier_name: typedSupplier ?? sheet.supplier_name,
    supplier_name_slug: sheet.supplier_slug,
    revision_date: sheet.revision_date,
    revision_version: sheet.revision_version,
    language: sheet.language,
    type: sheet.type,
    ufi: sheet.ufi,
    ean: sheet.ean,
    brand: sheet.brand,
    range: sheet.range,
    regulation: sheet.regulation,
    zone: sheet.zone,
    country: sheet.country,
    cpro: sheet.cpro,
    family: sheet.family,
    // A private upload is 'private' to the spec's two values; own_upload says whose it is.
    access: sheet.access === 'public' ? 'public' : 'private',
    own_upload: ownUpload,
    last_update: new Date(sheet.last_update).toISOString(),
    file_size: sheet.file_size,
    file_pages: sheet.file_pages,
    permanent_url: permanentUrl(ctx, sheet.iddc),
    documents_languages: languages.filter((l) => l.iddc !== sheet.iddc).map((l) => ({ lang: l.language, iddc: l.iddc })),
    other_documents: others,
    // The page's add/remove control reads this instead of asking my-FDS for a sheet that is not there (a 605 per visit).
    ...(inSpace ? { myFDS: inSpace.has(Number(sheet.id)) } : {}),
  };
  return { sheet, details };
}
