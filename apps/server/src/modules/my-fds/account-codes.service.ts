import type { CustomerCodeEntry } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { addCodesToAccount, checkCustomerCodeAmong, removeCodeFromAccount, type CodeClient } from '../customer-codes/index.ts';
import * as repo from './repository.ts';
import * as uploads from './uploads.repository.ts';
import { UPLOAD_SUPPLIER_CODE } from '../../catalogue/uploaded-sheets.repository.ts';
import type { SpaceOwner } from './service.ts';

/**
 * The customer codes of the account, listed in the space (GET/POST/DELETE .../customer_codes). The codes are the
 * customer-codes module's rows: added and removed through its functions (issue #29, table ownership).
 */

export interface AccountCustomerCode {
  supplier_name: string;
  supplier_code: string;
  customer_code: string;
  added_at: string;
}

export async function listCustomerCodes(ctx: AppContext, owner: SpaceOwner): Promise<AccountCustomerCode[]> {
  const rows = await repo.accountCustomerCodes(ctx.db, owner.userId);
  return rows.map((r) => ({ ...r, added_at: new Date(r.added_at).toISOString() }));
}

/**
 * Adds a customer code: the supplier must exist (612) and have issued that code (567), checked by the one throttled
 * check of every customer code (customer-codes module; issue #22: this call had no throttle). Adding twice is harmless.
 */
export async function addCustomerCode(ctx: AppContext, owner: SpaceOwner, entry: CustomerCodeEntry, client: CodeClient): Promise<AccountCustomerCode> {
  const supplier = await uploads.supplierByName(ctx.db, entry.supplier_name);
  if (!supplier || supplier.code === UPLOAD_SUPPLIER_CODE) throw new AppError('unknownSupplier', { field: 'supplier_name' });
  const [verified] = await checkCustomerCodeAmong(ctx, [supplier.id], entry.customer_code, client);
  await ctx.db.transaction().execute((tx) => addCodesToAccount(tx, owner.userId, [verified.customerCodeId]));
  return { supplier_name: supplier.name, supplier_code: supplier.code, customer_code: entry.customer_code.trim(), added_at: new Date().toISOString() };
}

export async function removeCustomerCode(ctx: AppContext, owner: SpaceOwner, entry: CustomerCodeEntry): Promise<void> {
  const supplier = await uploads.supplierByName(ctx.db, entry.supplier_name);
  if (!supplier) throw new AppError('unknownSupplier', { field: 'supplier_name' });
  const removed = await ctx.db.transaction().execute((tx) => removeCodeFromAccount(tx, owner.userId, supplier.id, entry.customer_code));
  if (removed === 0) throw new AppError('notFound', { field: 'customer_code' });
}
