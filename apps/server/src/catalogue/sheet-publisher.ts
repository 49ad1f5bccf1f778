import type pg from 'pg';
import type { SheetInput } from './sheet-input.ts';
import { EXTRACT_JOB, SHEET_WEBHOOKS_JOB, SPACE_REVISION_JOB, SUPPLIER_SENDS_JOB, UPDATE_MAILS_JOB } from './sheet-jobs.ts';
import { slugify } from './fold-text.ts';
import { nextIddc } from './document-code.ts';
import { markInProgressWith, sheetNeeds } from './sheets.repository.ts';
import {
  currentVersionForUpdate,
  insertVersion,
  languageGroupOfProduct,
  setSupersededBy,
  startLanguageGroup,
  supplierHasWebhooks,
  stepDown,
  storedOlderVersion,
  updateVersionInPlace,
} from './sheet-versions.repository.ts';

export { EXTRACT_JOB };

export type { SheetInput, SheetMetadata } from './sheet-input.ts';

export interface PublishOutcome {
  status: 'created' | 'revised' | 'updated' | 'unchanged';
  documentId: number;
  iddc: string;
  /**
   * Jobs to queue in the same transaction as the sheet (never for a sheet that was rolled back). An unchanged sheet
   * gets the jobs it still lacks (never read, update mails never sent): a re-run repairs a killed import.
   */
  jobs: { name: string; data: { documentId: number } }[];
}

const METADATA: [keyof SheetInput, string][] = [
  ['productName', 'product_name'],
  ['productCode', 'product_code'],
  ['revisionDate', 'revision_date'],
  ['revisionVersion', 'revision_version'],
  ['type', 'type'],
  ['ufi', 'ufi'],
  ['brand', 'brand'],
  ['range', 'range'],
  ['regulation', 'regulation'],
  ['zone', 'zone'],
  ['country', 'country'],
  ['cpro', 'cpro'],
  ['family', 'family'],
  ['access', 'access'],
];

/**
 * Publishes one sheet inside the caller's transaction. Idempotent by file SHA-256 and keys:
 * - no current version of (supplier, product key, language): a new sheet;
 * - a current version with another file or another revision: a new revision that supersedes it (the old one
 *   keeps its code, which keeps resolving to the latest);
 * - same file and revision: metadata changes are applied in place, or nothing at all.
 * New files are queued for extraction; a new revision also queues the update mails of its subscribers.
 */
export async function publishSheet(client: pg.ClientBase, input: SheetInput): Promise<PublishOutcome> {
  const old = await currentVersionForUpdate(client, input);
  // A row without a file keeps the current version's file (a metadata-only import must not drop the PDF).
  const sameFile = old && (!input.file || input.file.sha256 === old.file_sha256);
  const sameRevision =
    old && (input.revisionDate ?? null) === (old.revision_date ?? null) && (input.revisionVersion ?? null) === (old.revision_version ?? null);
  if (old && !(sameFile && sameRevision)) {
    // A version stored before (a folder listing a product's history, imported again): nothing to do. Without
    // this, its older rows would come back on top of the current version at every run.
    const known = await storedOlderVersion(client, input);
    if (known) return { status: 'unchanged', documentId: Number(known.id), iddc: known.iddc, jobs: [] };
    // An older revision than the current one is kept as history, superseded at once: the latest stays on top.
    if (input.revisionDate && old.revision_date && input.revisionDate < old.revision_date) {
      const iddc = await nextIddc(client);
      const id = await insertVersion(client, iddc, input, slugify(input.productName), old.language_group_id, {
        latest: false,
        supersededBy: Number(old.id),
      });
      return { status: 'created', documentId: id, iddc, jobs: [] };
    }
  }
  if (old && sameFile && sameRevision) {
    const changed = METADATA.filter(([key, column]) => (input[key] ?? null) !== (old[column] ?? null));
    const eanChanged = JSON.stringify([...input.ean].sort()) !== JSON.stringify([...(old.ean ?? [])].sort());
    if (changed.length === 0 && !eanChanged)
      return { status: 'unchanged', documentId: Number(old.id), iddc: old.iddc, jobs: await missingJobs(client, Number(old.id)) };
    const changes = changed.map(([key, column]) => ({ column, value: input[key] ?? null }));
    await updateVersionInPlace(client, old.id, changes, input.ean, slugify(input.productName));
    return { status: 'updated', documentId: Number(old.id), iddc: old.iddc, jobs: await missingJobs(client, Number(old.id)) };
  }

  let groupId: number | null = old?.language_group_id ?? null;
  if (!groupId) groupId = await languageGroupOfProduct(client, input.supplierId, input.productKey);
  // The partial unique index allows one latest version: the old one steps down before the new one goes in.
  if (old) await stepDown(client, old.id);
  const iddc = await nextIddc(client);
  const id = await insertVersion(client, iddc, input, slugify(input.productName), groupId, { latest: true, supersededBy: null });
  if (!groupId) await startLanguageGroup(client, id);
  if (old) await setSupersededBy(client, old.id, id);
  const jobs: PublishOutcome['jobs'] = [];
  if (input.file) {
    // Marked with its job in one transaction: a sheet without any extraction row is one whose job was lost.
    await markInProgressWith(client, id);
    jobs.push({ name: EXTRACT_JOB, data: { documentId: id } });
  }
  if (old) jobs.push({ name: UPDATE_MAILS_JOB, data: { documentId: id } });
  // The personal spaces holding the old revision move onto the new one (and log what changed).
  if (old) jobs.push({ name: SPACE_REVISION_JOB, data: { documentId: id } });
  // The supplier's customers who received the product in the last 12 months get the new revision (issue #27).
  if (old) jobs.push({ name: SUPPLIER_SENDS_JOB, data: { documentId: id } });
  // Integrators who asked for webhooks hear of the publication (and of the sheet it supersedes).
  if (await supplierHasWebhooks(client, input.supplierId)) jobs.push({ name: SHEET_WEBHOOKS_JOB, data: { documentId: id } });
  return { status: old ? 'revised' : 'created', documentId: id, iddc, jobs };
}

/** The singleton key of a sheet's job: with the queues' 'stately' policy, one queued (and one running) per sheet. */
export function jobKey(job: { name: string; data: { documentId: number } }): string {
  return `${job.name}:${job.data.documentId}`;
}

/**
 * The jobs a latest sheet should have had and shows no trace of: a file never read (no extraction row and no job
 * waiting), and a revision whose subscribers were never told (subscriptions of its product still on an older
 * version, and no mail job waiting).
 */
async function missingJobs(client: pg.ClientBase, documentId: number): Promise<PublishOutcome['jobs']> {
  const needs = await sheetNeeds(client, documentId);
  const jobs: PublishOutcome['jobs'] = [];
  if (needs?.needs_extraction) {
    await markInProgressWith(client, documentId);
    jobs.push({ name: EXTRACT_JOB, data: { documentId } });
  }
  if (needs?.needs_mails) jobs.push({ name: UPDATE_MAILS_JOB, data: { documentId } });
  return jobs;
}
