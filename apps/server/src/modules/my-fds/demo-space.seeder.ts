import crypto from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { randomIddc } from '../../catalogue/document-code.ts';
import { slugify } from '../../catalogue/fold-text.ts';
import { renderGeneratedSheet } from '../../catalogue/generated-sheet-pdf.ts';
import { requestReadings } from '../../catalogue/sheet-source.ts';
import { applyNewRevision } from './changes.service.ts';
import * as repo from './repository.ts';
import * as uploads from '../../catalogue/uploaded-sheets.repository.ts';
import { mergeUserProfile } from '../users/index.ts';
import * as demo from './demo-space.repository.ts';
import { targetUserByLogin } from '../../security/route-principals.repository.ts';

export const DEMO_USER_LOGIN = 'user@openfds.local';

/**
 * The demo user's space (issue #12): favourites, a consultation imported from the history, an upload, a sheet whose
 * supplier published a newer revision (flagged in the list) and one already moved onto its new revision (so "my
 * chemical base" has change-log rows). Runs once: a space that holds anything is left alone.
 */
export const demoSpaceSeeder = {
  name: 'my-fds',
  async run(ctx: AppContext, log: (msg: string) => void) {
    const user = await targetUserByLogin(ctx.db, DEMO_USER_LOGIN);
    if (!user) return;
    if (!(await demo.spaceIsEmpty(ctx.db, user.id))) return;
    const latest = await demo.someLatestSheets(ctx.db, 6);
    const superseded = await demo.someSupersededSheets(ctx.db, 2);
    if (latest.length < 4) return;
    const favourites = latest.slice(0, 3);
    const consulted = latest[3];
    const monthsAgo = (n: number) => new Date(Date.now() - n * 30 * 24 * 3600 * 1000);
    await ctx.db.transaction().execute(async (tx) => {
      await repo.insertEntries(tx, user.id, favourites, 'favourite', { addedAt: monthsAgo(2) });
      await demo.addConsultations(tx, [
        { document_id: consulted, user_id: user.id, kind: 'consult', created_at: monthsAgo(5) },
        { document_id: latest[4] ?? consulted, user_id: user.id, kind: 'download', created_at: monthsAgo(1) },
      ]);
      await repo.insertEntries(tx, user.id, [consulted], 'consultation', { addedAt: monthsAgo(5) });
      await mergeUserProfile(tx, user.id, { history_imported: monthsAgo(1).toISOString() });
      for (const s of superseded) await repo.insertEntries(tx, user.id, [s.id], 'favourite', { addedAt: monthsAgo(8) });
      // The space's sheets are read at once, like sheets a user adds (issue #23), not when their page is opened.
      await requestReadings({ db: tx, jobs: ctx.jobs }, [...favourites, consulted, ...superseded.map((s) => s.id)]);
    });
    // One of the superseded sheets moves onto its new revision: the change log gets its rows.
    if (superseded[1]) await applyNewRevision(ctx, superseded[1].latest_id);

    // An upload of the user's own sheet, read by the sheet reader like any upload: a full 16-section French sheet
    // (the generator's real substances, hazard statements and transport data), so that a fresh start shows what the
    // reader makes of an upload (its extracted data and conformity), not a page it cannot read.
    const revisionDate = monthsAgo(14).toISOString().slice(0, 10);
    const sheet = await renderGeneratedSheet({
      iddc: 'demo-upload-degraissant-atelier-b',
      productName: 'Dégraissant atelier B',
      productCode: 'DG-014',
      supplierName: 'Fournisseur local',
      language: 'fr',
      revisionDate,
      revisionVersion: '3.0',
      ufi: null,
    });
    if (!sheet) throw new Error('the sheet generator does not write French');
    const bytes = sheet.bytes;
    const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
    const key = `uploads/${sha256.slice(0, 2)}/${sha256}.pdf`;
    await ctx.storage.put(key, bytes, 'application/pdf');
    await ctx.db.transaction().execute(async (tx) => {
      const iddc = randomIddc();
      const supplierId = await uploads.uploadSupplierId(tx);
      const documentId = await uploads.insertUploadedDocument(tx, {
        iddc,
        supplierId,
        userId: user.id,
        productName: 'Dégraissant atelier B',
        productNameSlug: slugify('Dégraissant atelier B'),
        revisionDate,
        language: 'fr',
        fileKey: key,
        fileSize: bytes.length,
        sha256,
      });
      await repo.insertEntries(tx, user.id, [documentId], 'upload', { uploadSupplierName: 'Fournisseur local', addedAt: monthsAgo(3) });
      await demo.setOwnFields(tx, user.id, documentId, { internal_reference: 'DG-014', site: 'Atelier B', storage_location: 'Armoire 2' });
      await requestReadings({ db: tx, jobs: ctx.jobs }, [documentId]);
    });
    log(`demo space of ${DEMO_USER_LOGIN}: ${favourites.length + superseded.length} favourites, 1 consultation, 1 upload`);
  },
};
