import { sql } from 'kysely';
import type { Tx } from './repository.ts';

/** SQL of a paid order's processing (order-processing.service.ts). No rules here. */

export interface OrderHeaderRow {
  id: number;
  user_id: number;
  paid_at: Date | null;
  reference: string | null;
  safebox_opened: boolean;
  mailed_at: Date | null;
}

/** A paid order of the user, with its invoice number, whether it opened SafeBox and when its processed mail went. */
export async function paidOrderOf(db: Tx, userId: number, orderId: number): Promise<OrderHeaderRow | undefined> {
  const { rows } = await sql<OrderHeaderRow>`
    SELECT o.id, o.user_id, o.paid_at, i.number AS reference,
      EXISTS (SELECT 1 FROM safebox_order_openings so WHERE so.order_id = o.id) AS safebox_opened, m.mailed_at
    FROM shop_orders o
    LEFT JOIN shop_invoices i ON i.order_id = o.id AND i.kind = 'invoice'
    LEFT JOIN order_processed_mails m ON m.order_id = o.id
    WHERE o.id = ${orderId} AND o.user_id = ${userId} AND o.paid_at IS NOT NULL`.execute(db);
  return rows[0] ? { ...rows[0], id: Number(rows[0].id), user_id: Number(rows[0].user_id) } : undefined;
}

export interface OrderSheetRow {
  document_id: number;
  iddc: string;
  product_name: string;
  supplier_name: string;
  status: string | null;
  started: boolean;
  error: string | null;
}

/** The sheets an order's credits went to (any of its offers, once each), with their extraction state. */
export async function orderSheets(db: Tx, userId: number, orderId: number): Promise<OrderSheetRow[]> {
  const { rows } = await sql<OrderSheetRow>`
    WITH spent AS (
      SELECT DISTINCT c.document_id FROM shop_credit_uses c JOIN shop_holdings h ON h.id = c.holding_id
      WHERE h.order_id = ${orderId} AND c.user_id = ${userId})
    SELECT d.id AS document_id, d.iddc, d.product_name, coalesce(u.upload_supplier_name, s.name) AS supplier_name,
      e.status, e.started_at IS NOT NULL AS started, e.error
    FROM spent p
    JOIN documents d ON d.id = p.document_id
    JOIN suppliers s ON s.id = d.supplier_id
    LEFT JOIN user_documents u ON u.user_id = ${userId} AND u.document_id = d.id
    LEFT JOIN document_extractions e ON e.document_id = d.id
    ORDER BY lower(d.product_name), d.id`.execute(db);
  return rows.map((r) => ({ ...r, document_id: Number(r.document_id) }));
}

/**
 * Paid orders of the last days whose processed mail has not gone out, whose credits went to sheets, none of which
 * waits for the reader any more (never asked for, or queued or being read).
 */
export async function ordersProcessedUnmailed(db: Tx, since: Date): Promise<{ id: number; user_id: number }[]> {
  const { rows } = await sql<{ id: number; user_id: number }>`
    SELECT o.id, o.user_id FROM shop_orders o
    WHERE o.status = 'paid' AND o.paid_at >= ${since}
      AND NOT EXISTS (SELECT 1 FROM order_processed_mails m WHERE m.order_id = o.id)
      AND EXISTS (SELECT 1 FROM shop_holdings h JOIN shop_credit_uses c ON c.holding_id = h.id WHERE h.order_id = o.id)
      AND NOT EXISTS (
        SELECT 1 FROM shop_holdings h JOIN shop_credit_uses c ON c.holding_id = h.id
        LEFT JOIN document_extractions e ON e.document_id = c.document_id
        WHERE h.order_id = o.id AND (e.document_id IS NULL OR e.status = 'in_progress'))
    ORDER BY o.id`.execute(db);
  return rows.map((r) => ({ id: Number(r.id), user_id: Number(r.user_id) }));
}

/** Claims an order's processed mail (true when this call wrote the row: the mail is then this caller's to send). */
export async function claimProcessedMail(db: Tx, orderId: number, userId: number): Promise<boolean> {
  const res = await sql`INSERT INTO order_processed_mails (order_id, user_id) VALUES (${orderId}, ${userId}) ON CONFLICT DO NOTHING`.execute(db);
  return Number(res.numAffectedRows ?? 0) > 0;
}

/** Who gets the mail, in which language. */
export async function mailRecipient(db: Tx, userId: number): Promise<{ email: string; language: string; first_name: string | null } | undefined> {
  const { rows } = await sql<{ email: string; language: string; first_name: string | null }>`
    SELECT email, language, profile->>'first_name' AS first_name FROM users WHERE id = ${userId}`.execute(db);
  return rows[0];
}
