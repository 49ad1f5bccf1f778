import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import { iddcFromNumber } from '../../catalogue/document-code.ts';
import { slugify } from '../../catalogue/fold-text.ts';
import { enqueueExtraction } from '../extraction/index.ts';
import { applyNewRevision } from './changes.service.ts';
import * as repo from './repository.ts';

export const DEMO_USER_LOGIN = 'user@openfds.local';

/** A small valid one-page PDF with a few lines of text (the demo upload; the reader finds little in it, as expected). */
function demoPdf(lines: string[]): Buffer {
  const text = lines.map((l, i) => `BT /F1 11 Tf 56 ${780 - i * 16} Td (${l.replace(/[()\\]/g, '')}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * The demo user's space (issue #12): favourites, a consultation imported from the history, an upload, a sheet whose
 * supplier published a newer revision (flagged in the list) and one already moved onto its new revision (so "my
 * chemical base" has change-log rows). Runs once: a space that holds anything is left alone.
 */
export const demoSpaceSeeder = {
  name: 'my-fds',
  async run(ctx: AppContext, log: (msg: string) => void) {
    const user = await ctx.db.selectFrom('users').select(['id']).where('login', '=', DEMO_USER_LOGIN).executeTakeFirst();
    if (!user) return;
    const held = await ctx.db.selectFrom('user_documents').select('document_id').where('user_id', '=', user.id).limit(1).execute();
    if (held.length > 0) return;
    const { rows: latest } = await sql<{ id: number }>`
      SELECT d.id FROM documents d JOIN suppliers s ON s.id = d.supplier_id
      WHERE d.is_latest AND d.deleted_at IS NULL AND d.access = 'public' AND d.uploaded_by IS NULL AND d.language = 'fr'
      ORDER BY d.id LIMIT 6`.execute(ctx.db);
    const { rows: superseded } = await sql<{ id: number; latest_id: number }>`
      SELECT DISTINCT ON (l.id) o.id, l.id AS latest_id FROM documents o
      JOIN documents l ON l.supplier_id = o.supplier_id AND l.product_key = o.product_key AND l.language = o.language AND l.is_latest
      WHERE NOT o.is_latest AND o.deleted_at IS NULL AND o.access = 'public' AND l.access = 'public' AND l.deleted_at IS NULL
      ORDER BY l.id, o.id DESC LIMIT 2`.execute(ctx.db);
    if (latest.length < 4) return;
    const favourites = latest.slice(0, 3).map((r) => Number(r.id));
    const consulted = Number(latest[3].id);
    const monthsAgo = (n: number) => new Date(Date.now() - n * 30 * 24 * 3600 * 1000);
    await ctx.db.transaction().execute(async (tx) => {
      await repo.insertEntries(tx, user.id, favourites, 'favourite', { addedAt: monthsAgo(2) });
      await tx.insertInto('consultations').values([
        { document_id: consulted, user_id: user.id, kind: 'consult', created_at: monthsAgo(5) },
        { document_id: Number(latest[4]?.id ?? consulted), user_id: user.id, kind: 'download', created_at: monthsAgo(1) },
      ]).execute();
      await repo.insertEntries(tx, user.id, [consulted], 'consultation', { addedAt: monthsAgo(5) });
      await repo.setHistoryImported(tx, user.id, monthsAgo(1));
      for (const s of superseded) await repo.insertEntries(tx, user.id, [Number(s.id)], 'favourite', { addedAt: monthsAgo(8) });
    });
    // One of the superseded sheets moves onto its new revision: the change log gets its rows.
    if (superseded[1]) await applyNewRevision(ctx, Number(superseded[1].latest_id));

    // An upload of the user's own sheet, read by the sheet reader like any upload.
    const bytes = demoPdf(['SAFETY DATA SHEET', 'Demo degreasing agent', 'SECTION 1: Identification', 'Supplier: Chimie Demo SARL']);
    const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
    const key = `uploads/${sha256.slice(0, 2)}/${sha256}.pdf`;
    await ctx.storage.put(key, bytes, 'application/pdf');
    await ctx.db.transaction().execute(async (tx) => {
      const { rows } = await sql<{ n: number }>`SELECT nextval('document_code_seq')::bigint AS n`.execute(tx);
      const iddc = iddcFromNumber(Number(rows[0].n));
      const supplierId = await repo.uploadSupplierId(tx);
      const documentId = await repo.insertUploadedDocument(tx, {
        iddc, supplierId, userId: user.id, productName: 'Dégraissant atelier B', productNameSlug: slugify('Dégraissant atelier B'),
        revisionDate: monthsAgo(14).toISOString().slice(0, 10), language: 'fr', fileKey: key, fileSize: bytes.length, sha256,
      });
      await repo.insertEntries(tx, user.id, [documentId], 'upload', { uploadSupplierName: 'Fournisseur local', addedAt: monthsAgo(3) });
      await sql`UPDATE user_documents SET internal_reference = 'DG-014', site = 'Atelier B', storage_location = 'Armoire 2'
        WHERE user_id = ${user.id} AND document_id = ${documentId}`.execute(tx);
      await enqueueExtraction({ db: tx, jobs: ctx.jobs }, documentId);
    });
    log(`demo space of ${DEMO_USER_LOGIN}: ${favourites.length + superseded.length} favourites, 1 consultation, 1 upload`);
  },
};
