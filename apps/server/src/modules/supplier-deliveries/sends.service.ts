import type { InterfaceLanguage } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { hashToken } from '../../plugins/session.ts';
import { appendProof } from './proof-archive.ts';
import { buildProofReportPdf } from './proof-report-pdf.ts';
import { listSends, sendByTokenHash } from './sends.repository.ts';

/** The rules of the personal link and of the supplier's view of its sends and their proof. */

/** The send a personal link names (604 for an unknown or mistyped link), its opening or download recorded. */
export async function openSend(ctx: Pick<AppContext, 'db' | 'clock'>, token: string, event: 'opened' | 'downloaded') {
  const send = await sendByTokenHash(ctx.db, hashToken(token));
  if (!send || !send.file_key || !send.file_sha256 || send.file_size === null) throw new AppError('notFound');
  await ctx.db.transaction().execute((tx) =>
    appendProof(
      tx,
      {
        send_id: Number(send.id),
        supplier_id: send.supplier_id,
        document_id: Number(send.document_id),
        event,
        recipient: send.email,
        sheet_sha256: send.file_sha256!,
        detail: '',
      },
      ctx.clock.now(),
    ),
  );
  return { ...send, file_key: send.file_key, file_sha256: send.file_sha256, file_size: send.file_size };
}

export async function supplierSends(
  ctx: Pick<AppContext, 'db'>,
  supplierId: number,
  query: { documentCode?: string; sendId?: number; limit: number; offset: number },
) {
  const rows = await listSends(ctx.db, supplierId, query);
  return rows.map((r) => ({
    id: Number(r.id),
    document_code: r.document_code,
    product_name: r.product_name,
    file_sha256: r.file_sha256,
    email: r.email,
    created_at: new Date(r.created_at).toISOString(),
    accepted_at: r.accepted_at ? new Date(r.accepted_at).toISOString() : null,
    events: r.events.map((e) => ({ event: e.event, at: new Date(e.at).toISOString(), detail: e.detail, hash: e.hash })),
  }));
}

/**
 * The proof report of one send (`sendId`) or of every send of one sheet (`documentCode`), of the caller's supplier
 * only: another supplier's send or sheet answers 604, as an unknown one.
 */
export async function proofReport(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  supplier: { id: number; name: string },
  which: { sendId?: number; documentCode?: string },
  language: InterfaceLanguage,
): Promise<Buffer> {
  const sends = await supplierSends(ctx, supplier.id, { ...which, limit: 10_000, offset: 0 });
  if (sends.length === 0) throw new AppError('notFound');
  return buildProofReportPdf({ language, supplier: supplier.name, at: ctx.clock.now(), sends });
}
