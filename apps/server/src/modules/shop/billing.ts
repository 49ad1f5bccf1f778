import { isEuCountry, isValidVatNumber, vatFor, vatNumberNeedsCheck, viesParts, type Billing, type BillingRequest, type VatDecision } from '@openfds/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { ShopDeps } from './deps.ts';
import * as repo from './repository.ts';
import type { Tx } from './repository.ts';

/** The billing identity and its VAT (product-spec §5 "Order", issue #22 item 10: VIES checks outside any transaction). */

export type BillingRow = NonNullable<Awaited<ReturnType<typeof repo.billingOf>>>;

/** The VAT decision of a billing identity: its latest VIES check counts only for the number it checked. */
export function vatOfBilling(row: BillingRow | null): VatDecision {
  if (!row) return vatFor(null);
  const check = row.vat_check_outcome && row.vat_checked_number === row.eu_vat_number ? row.vat_check_outcome : null;
  return vatFor(row, check);
}

export function toBilling(row: BillingRow): Billing {
  const vat = vatOfBilling(row);
  return {
    company_name: row.company_name,
    first_name: row.first_name,
    last_name: row.last_name,
    address1: row.address1,
    address2: row.address2,
    address3: row.address3,
    zipcode: row.zipcode,
    city: row.city,
    country_code: row.country_code,
    siret: row.siret,
    eu_vat_number: row.eu_vat_number,
    terms_of_sale_at: new Date(row.terms_of_sale_at).toISOString(),
    personal_data_at: new Date(row.personal_data_at).toISOString(),
    vat_mode: vat.mode,
    vat_rate: vat.rate,
    vat_reason: vat.reason ?? null,
    vat_check:
      row.vat_check_outcome && row.vat_checked_number === row.eu_vat_number && row.vat_checked_at
        ? {
            outcome: row.vat_check_outcome,
            checked_at: new Date(row.vat_checked_at).toISOString(),
            request_identifier: row.vat_request_identifier,
            registry: row.vat_check_registry ?? 'vies',
          }
        : null,
  };
}

export async function getBilling(db: Db, userId: number): Promise<Billing | null> {
  const row = await repo.billingOf(db, userId);
  return row ? toBilling(row) : null;
}

/**
 * Asks VIES about a billing VAT number (outside any transaction: a network call) and records the check. Without a
 * registry configured the check is recorded as unavailable ('not_configured'): the VAT then applies, and says why.
 */
async function checkVatNumber(deps: ShopDeps, userId: number, country: string, vatNumber: string) {
  const { memberState, number } = viesParts(country, vatNumber);
  const check = deps.vatRegistry
    ? await deps.vatRegistry.check(memberState, number)
    : { outcome: 'unavailable' as const, requestIdentifier: null, name: null, address: null, detail: 'not_configured' };
  if (check.outcome === 'unavailable') deps.log?.(`VAT number check unavailable (${check.detail})`);
  const values = {
    user_id: userId,
    vat_number: vatNumber,
    registry: deps.vatRegistry?.name ?? 'none',
    outcome: check.outcome,
    request_identifier: check.requestIdentifier,
    name: check.name,
    address: check.address,
    detail: check.detail,
  };
  return { outcome: check.outcome, write: (conn: Db | Tx) => repo.insertVatCheck(conn, values) };
}

/**
 * POST /users/{login}/billing: the billing identity, with both consents recorded at their date. An EU business's
 * VAT number (outside France) is checked with VIES first (issue #22 item 10): one VIES does not know is refused
 * (field error, the check recorded); one VIES could not confirm is stored, and the VAT applies until it does.
 */
export async function saveBilling(deps: ShopDeps, userId: number, input: BillingRequest): Promise<Billing> {
  const { db } = deps;
  if (input.eu_vat_number && (!isEuCountry(input.country_code) || !isValidVatNumber(input.country_code, input.eu_vat_number))) {
    throw new AppError('validation', { field: 'eu_vat_number', messageKey: 'bad_vat_number' });
  }
  const check =
    input.eu_vat_number && vatNumberNeedsCheck({ country_code: input.country_code, eu_vat_number: input.eu_vat_number })
      ? await checkVatNumber(deps, userId, input.country_code, input.eu_vat_number)
      : null;
  if (check?.outcome === 'invalid') {
    await check.write(db);
    throw new AppError('validation', { field: 'eu_vat_number', messageKey: 'vat_number_not_registered' });
  }
  const { terms_of_sale: _t, personal_data: _p, ...values } = input;
  await db.transaction().execute(async (tx) => {
    const checkId = check ? await check.write(tx) : null;
    await repo.saveBilling(tx, userId, {
      ...values,
      first_name: values.first_name ?? null,
      last_name: values.last_name ?? null,
      address2: values.address2 ?? null,
      address3: values.address3 ?? null,
      vat_check_id: checkId,
    });
  });
  return (await getBilling(db, userId))!;
}

/** Before a payment: a VAT number VIES could not confirm yet is asked again (the service may be back). */
export async function recheckVatNumber(deps: ShopDeps, userId: number, billing: BillingRow): Promise<BillingRow> {
  if (!billing.eu_vat_number || !vatNumberNeedsCheck(billing)) return billing;
  if (billing.vat_check_outcome === 'valid' && billing.vat_checked_number === billing.eu_vat_number) return billing;
  const check = await checkVatNumber(deps, userId, billing.country_code, billing.eu_vat_number);
  await deps.db.transaction().execute(async (tx) => repo.setBillingVatCheck(tx, userId, await check.write(tx)));
  return (await repo.billingOf(deps.db, userId))!;
}
