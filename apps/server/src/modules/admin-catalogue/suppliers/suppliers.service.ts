import type { AdminCustomerCode, AdminSupplier, AdminSupplierUpdate, CustomerCodeCreate } from '@openfds/contract';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { lockSupplierSettings, updateSupplierSettings, type SupplierSettings } from '../../../catalogue/staff-catalogue.repository.ts';
import { addIssuedCode, importIssuedCodes, listIssuedCodes, revokeIssuedCode, type IssuedCodeRow } from '../../customer-codes/index.ts';
import { recordStaffAction, type StaffAction } from '../../audit/index.ts';
import { searchSuppliers, supplierByCode } from './suppliers.repository.ts';

/** The back office's suppliers (issue #26): search, edit, and the customer codes they issue. */

type Staff = StaffAction['staff'];

type SupplierRow = Awaited<ReturnType<typeof supplierByCode>> & object;

function toAdminSupplier(row: SupplierRow): AdminSupplier {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    access_level: row.access_level,
    member: row.member,
    migrated: row.migrated,
    redirect_url: row.redirect_url,
    contact: row.contact as Record<string, string | null>,
    customer_code_description: row.customer_code_description,
    customer_code_help: row.customer_code_help,
    document_count: row.document_count,
    customer_code_count: Number(row.codes ?? 0),
  };
}

export async function findSuppliers(ctx: AppContext, search: string | undefined, offset: number): Promise<AdminSupplier[]> {
  return (await searchSuppliers(ctx.db, search || undefined, offset)).map(toAdminSupplier);
}

/** A supplier by its code; 612 (unknown supplier) otherwise. */
export async function getSupplier(ctx: AppContext, code: string): Promise<AdminSupplier> {
  const row = await supplierByCode(ctx.db, code);
  if (!row) throw new AppError('unknownSupplier');
  return toAdminSupplier(row);
}

/** Texts per language: the given ones replace the stored ones, an empty text removes that language's text. */
function mergeTexts(stored: Record<string, string>, given: Partial<Record<string, string>> | undefined): Record<string, string> {
  if (!given) return stored;
  const merged = { ...stored };
  for (const [language, text] of Object.entries(given)) {
    if (text === undefined) continue;
    if (text === '') delete merged[language];
    else merged[language] = text;
  }
  return merged;
}

/**
 * Changes a supplier's settings (access level, member flag, migration and redirect URL, contact, customer-code
 * texts): absent fields stay as they are. One transaction with the audit row (before and after).
 */
export async function updateSupplier(ctx: AppContext, staff: Staff, code: string, input: AdminSupplierUpdate): Promise<AdminSupplier> {
  const supplier = await getSupplier(ctx, code);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockSupplierSettings(trx, supplier.id);
    if (!row) throw new AppError('unknownSupplier');
    const before: SupplierSettings = {
      access_level: row.access_level,
      member: row.member,
      migrated: row.migrated,
      redirect_url: row.redirect_url,
      contact: row.contact,
      customer_code_description: row.customer_code_description,
      customer_code_help: row.customer_code_help,
    };
    const after: SupplierSettings = {
      access_level: input.access_level ?? before.access_level,
      member: input.member ?? before.member,
      migrated: input.migrated ?? before.migrated,
      redirect_url: input.redirect_url === undefined ? before.redirect_url : input.redirect_url,
      contact: input.contact ? { ...before.contact, ...input.contact } : before.contact,
      customer_code_description: mergeTexts(before.customer_code_description, input.customer_code_description),
      customer_code_help: mergeTexts(before.customer_code_help, input.customer_code_help),
    };
    // A migrated supplier sends its visitors to its new address: one is needed.
    if (after.migrated && !after.redirect_url) throw new AppError('validation', { field: 'redirect_url', messageKey: 'params_required' });
    await updateSupplierSettings(trx, supplier.id, after);
    await recordStaffAction(trx, {
      staff,
      at: ctx.clock.now(),
      action: 'supplier.update',
      targetType: 'supplier',
      targetId: supplier.code,
      before,
      after,
    });
  });
  return getSupplier(ctx, code);
}

function toAdminCode(row: Omit<IssuedCodeRow, 'holders'> & { holders?: number }): AdminCustomerCode {
  return { id: row.id, code: row.code, customer: row.customer, created_at: row.created_at.toISOString(), holders: row.holders ?? 0 };
}

export async function supplierCodes(ctx: AppContext, code: string, search: string | undefined, offset: number): Promise<AdminCustomerCode[]> {
  const supplier = await getSupplier(ctx, code);
  return (await listIssuedCodes(ctx.db, supplier.id, { search, offset, limit: 100 })).map(toAdminCode);
}

export async function addSupplierCode(ctx: AppContext, staff: Staff, code: string, input: CustomerCodeCreate): Promise<AdminCustomerCode> {
  const supplier = await getSupplier(ctx, code);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await addIssuedCode(trx, supplier.id, { code: input.code, customer: input.customer });
    await recordStaffAction(trx, {
      staff,
      at: ctx.clock.now(),
      action: 'customer_code.add',
      targetType: 'supplier',
      targetId: supplier.code,
      before: null,
      after: { id: row.id, code: row.code, customer: row.customer },
    });
    return toAdminCode(row);
  });
}

export async function importSupplierCodes(ctx: AppContext, staff: Staff, code: string, csv: string) {
  const supplier = await getSupplier(ctx, code);
  return ctx.db.transaction().execute(async (trx) => {
    const outcome = await importIssuedCodes(trx, supplier.id, csv);
    // The audit row names the codes added (the file itself is not kept).
    await recordStaffAction(trx, {
      staff,
      at: ctx.clock.now(),
      action: 'customer_code.import',
      targetType: 'supplier',
      targetId: supplier.code,
      before: null,
      after: { added: outcome.added.map((c) => c.code), already_present: outcome.already_present, rejected: outcome.rejected.length },
    });
    return { added: outcome.added.length, already_present: outcome.already_present, rejected: outcome.rejected };
  });
}

export async function revokeSupplierCode(ctx: AppContext, staff: Staff, code: string, codeId: number): Promise<void> {
  const supplier = await getSupplier(ctx, code);
  await ctx.db.transaction().execute(async (trx) => {
    const revoked = await revokeIssuedCode(trx, supplier.id, codeId);
    await recordStaffAction(trx, {
      staff,
      at: ctx.clock.now(),
      action: 'customer_code.revoke',
      targetType: 'supplier',
      targetId: supplier.code,
      before: { id: revoked.id, code: revoked.code, customer: revoked.customer, holders: revoked.holders },
      after: null,
    });
  });
}
