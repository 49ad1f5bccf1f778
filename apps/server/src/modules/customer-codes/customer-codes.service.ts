import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { isLocked, recordFailure, type ThrottleKey } from '../../security/login-throttle.ts';
import { ensureSession } from '../../plugins/session.ts';
import { SESSION_CODES_KEY, sessionCodes, type ProvenCode } from '../documents/document-access.ts';

export interface VerifiedCode {
  supplierId: number;
  supplierCode: string;
  supplierName: string;
  customerCodeId: number;
}

/** Finds a supplier by its code or slug (the staged search and the links use either). */
export async function findSupplier(ctx: AppContext, codeOrSlug: string) {
  return ctx.db
    .selectFrom('suppliers')
    .select(['id', 'code', 'name', 'slug', 'access_level', 'member', 'migrated', 'redirect_url'])
    .where((eb) => eb.or([eb('code', '=', codeOrSlug), eb('slug', '=', codeOrSlug)]))
    .executeTakeFirst();
}

/** Checks a customer code against the supplier's codes; 612 unknown supplier, 567 invalid code. */
export async function checkCustomerCode(ctx: AppContext, supplierCode: string, customerCode: string, client: string): Promise<VerifiedCode> {
  const supplier = await findSupplier(ctx, supplierCode);
  if (!supplier) throw new AppError('unknownSupplier', { field: 'supplier_code' });
  const [verified] = await checkCustomerCodeAmong(ctx, [supplier.id], customerCode, client);
  return verified;
}

/**
 * Checks a customer code given with a search (GET /documents?customer_code=) against the suppliers the search
 * names (supplier_name may match several): the code proves itself for each of them that issued it, 567 when none
 * did. A supplier is required (issue #11: one guess against every supplier at once made guessing cheap).
 * Wrong codes are counted like failed logins, per client address and per supplier: past their free failures the
 * check answers 680 (HTTP 429) for a time that doubles, without looking at the code.
 */
export async function checkCustomerCodeAmong(ctx: AppContext, supplierIds: number[], customerCode: string, client: string): Promise<VerifiedCode[]> {
  if (supplierIds.length === 0) throw new AppError('invalidCustomerCode', { field: 'customer_code' });
  const keys: ThrottleKey[] = [{ kind: 'code_ip', value: client }, ...supplierIds.slice(0, 50).map((id) => ({ kind: 'code_supplier' as const, value: String(id) }))];
  if (await isLocked(ctx.db, keys)) throw new AppError('tooManyAttempts', { field: 'customer_code' });
  const rows = await ctx.db
    .selectFrom('customer_codes')
    .innerJoin('suppliers', 'suppliers.id', 'customer_codes.supplier_id')
    .select(['customer_codes.id as customerCodeId', 'suppliers.id as supplierId', 'suppliers.code as supplierCode', 'suppliers.name as supplierName'])
    .where('customer_codes.code', '=', customerCode.trim())
    .where('customer_codes.supplier_id', 'in', supplierIds)
    .orderBy('suppliers.id')
    .limit(50)
    .execute();
  if (rows.length === 0) {
    await recordFailure(ctx.db, keys);
    throw new AppError('invalidCustomerCode', { field: 'customer_code' });
  }
  return rows.map((r) => ({ supplierId: r.supplierId, supplierCode: r.supplierCode, supplierName: r.supplierName, customerCodeId: Number(r.customerCodeId) }));
}

/**
 * On login, the customer codes the visitor proved in the session go on the account too ("remembered in the
 * session and on the account"): they then open the restricted sheets in the user's next sessions as well.
 * Codes deleted since are skipped.
 */
export async function keepSessionCodesOnAccount(trx: Db, request: FastifyRequest, userId: number): Promise<void> {
  const ids = sessionCodes(request).map((c) => c.customerCodeId);
  if (ids.length === 0) return;
  await sql`INSERT INTO user_customer_codes (user_id, customer_code_id)
            SELECT ${userId}, id FROM customer_codes WHERE id = ANY(${ids}::bigint[])
            ON CONFLICT DO NOTHING`.execute(trx);
}

/**
 * Remembers a proven code: in the session (visitors and users alike, so the restricted sheets show at once)
 * and on the account when logged in (user_customer_codes), in one transaction.
 */
export async function rememberCustomerCode(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  verified: VerifiedCode,
): Promise<void> {
  const session = await ensureSession(ctx.db, request, reply);
  const codes: ProvenCode[] = [
    ...sessionCodes(request).filter((c) => c.supplierId !== verified.supplierId),
    { supplierId: verified.supplierId, customerCodeId: verified.customerCodeId },
  ];
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sessions')
      .set({ data: sql`data || jsonb_build_object(${SESSION_CODES_KEY}::text, ${JSON.stringify(codes)}::jsonb)` })
      .where('id', '=', session.id)
      .execute();
    if (request.user) {
      await trx
        .insertInto('user_customer_codes')
        .values({ user_id: request.user.id, customer_code_id: verified.customerCodeId })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });
  session.data = { ...session.data, [SESSION_CODES_KEY]: codes };
  request.session = session;
}
