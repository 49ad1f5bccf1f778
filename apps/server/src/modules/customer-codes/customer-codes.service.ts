import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { isLocked, recordFailure, slowDownWhileLocked, type ThrottleKey } from '../../security/login-throttle.ts';
import type { LoadedSession } from '../../plugins/session.ts';
import { codesInSession, SESSION_CODES_KEY, type ProvenCode } from '../../catalogue/document-access.ts';
import { supplierByCodeOrSlug } from '../../catalogue/suppliers.repository.ts';
import { addCodesToAccount, codeHolders, storeProvedCode } from './customer-codes.repository.ts';

export interface VerifiedCode {
  supplierId: number;
  supplierCode: string;
  supplierName: string;
  customerCodeId: number;
}

/** Finds a supplier by its code or slug (the staged search and the links use either). */
export async function findSupplier(ctx: AppContext, codeOrSlug: string) {
  return supplierByCodeOrSlug(ctx.pool, codeOrSlug);
}

/** Who offers a code: the client address and, when logged in, the account (both keys of the throttle). */
export interface CodeClient {
  ip: string;
  userId: number | null;
}

/** Checks a customer code against the supplier's codes; 612 unknown supplier, 567 invalid code. */
export async function checkCustomerCode(ctx: AppContext, supplierCode: string, customerCode: string, client: CodeClient): Promise<VerifiedCode> {
  const supplier = await findSupplier(ctx, supplierCode);
  if (!supplier) throw new AppError('unknownSupplier', { field: 'supplier_code' });
  const [verified] = await checkCustomerCodeAmong(ctx, [supplier.id], customerCode, client);
  return verified;
}

/**
 * The one throttled check of a customer code, used by every place that accepts one (verify_customer_code, the
 * search's customer_code, my-FDS's customer codes; customer-code-entries.test.ts walks them all), against the
 * suppliers given (the search's supplier_name may match several): the code proves itself for each of them that
 * issued it, 567 when none did. A supplier is required (issue #11: one guess against every supplier at once made
 * guessing cheap).
 * Wrong codes are counted per client address and per account (issue #22: the guesser): past their free failures
 * the check answers 680 (HTTP 429) for a time that doubles, without looking at the code. They are counted per
 * supplier too, whatever the address (a spread-out guess), but a supplier past its free failures only slows its
 * checks down (MAX_SLOWDOWN_MS): a real customer with the right code always gets in (issue #22 item 5).
 */
export async function checkCustomerCodeAmong(ctx: AppContext, supplierIds: number[], customerCode: string, client: CodeClient): Promise<VerifiedCode[]> {
  if (supplierIds.length === 0) throw new AppError('invalidCustomerCode', { field: 'customer_code' });
  const guesser: ThrottleKey[] = [{ kind: 'code_ip', value: client.ip }];
  if (client.userId !== null) guesser.push({ kind: 'code_account', value: String(client.userId) });
  const suppliers = supplierIds.slice(0, 50).map((id) => ({ kind: 'code_supplier' as const, value: String(id) }));
  if (await isLocked(ctx.db, guesser)) throw new AppError('tooManyAttempts', { field: 'customer_code' });
  await slowDownWhileLocked(ctx.db, suppliers);
  const rows = await codeHolders(ctx.db, supplierIds, customerCode.trim());
  if (rows.length === 0) {
    await recordFailure(ctx.db, [...guesser, ...suppliers]);
    throw new AppError('invalidCustomerCode', { field: 'customer_code' });
  }
  return rows.map((r) => ({ supplierId: r.supplierId, supplierCode: r.supplierCode, supplierName: r.supplierName, customerCodeId: Number(r.customerCodeId) }));
}

/**
 * On login, the customer codes the visitor proved in the session go on the account too ("remembered in the
 * session and on the account"): they then open the restricted sheets in the user's next sessions as well.
 * Codes deleted since are skipped.
 */
export async function keepSessionCodesOnAccount(trx: Db, provenCodes: ProvenCode[], userId: number): Promise<void> {
  const ids = provenCodes.map((c) => c.customerCodeId);
  if (ids.length === 0) return;
  await addCodesToAccount(trx, userId, ids);
}

/**
 * Remembers a proven code: in the session (visitors and users alike, so the restricted sheets show at once)
 * and on the account when logged in (user_customer_codes), in one transaction. The caller gives the session
 * (created for a visitor first: ensureSession) and the user, if any; the session object is updated in place.
 */
export async function rememberCustomerCode(ctx: AppContext, caller: { session: LoadedSession; userId: number | null }, verified: VerifiedCode): Promise<void> {
  const session = caller.session;
  const codes: ProvenCode[] = [
    ...codesInSession(session).filter((c) => c.supplierId !== verified.supplierId),
    { supplierId: verified.supplierId, customerCodeId: verified.customerCodeId },
  ];
  await storeProvedCode(ctx.db, session.id, codes, caller.userId, verified.customerCodeId);
  session.data = { ...session.data, [SESSION_CODES_KEY]: codes };
}
