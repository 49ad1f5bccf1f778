import { parse } from 'csv-parse/sync';
import { CUSTOMER_CODE_FORBIDDEN, CUSTOMER_CODE_IMPORT_MAX_ROWS, CUSTOMER_CODE_MAX } from '@openfds/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { codeHolderCount, deleteIssuedCode, insertIssuedCodes, issuedCodeCount, issuedCodes, type IssuedCodeRow } from './issued-codes.repository.ts';

/**
 * The codes a supplier issues to its customers, for whoever manages them: staff in the back office (issue #26) and
 * the supplier's own staff (issue #27). Each function takes the supplier it works on (resolved by the caller's
 * route: never an id read from the client) and, for changes, the caller's transaction, so that the caller writes
 * its own history (the audit row) in the same transaction.
 */

export type { IssuedCodeRow };
type Conn = Db | Transaction<Database>;

export async function listIssuedCodes(db: Conn, supplierId: number, options: { search?: string; limit?: number; offset?: number } = {}) {
  return issuedCodes(db, supplierId, { search: options.search, limit: options.limit ?? 100, offset: options.offset ?? 0 });
}

export async function countIssuedCodes(db: Conn, supplierId: number): Promise<number> {
  return issuedCodeCount(db, supplierId);
}

/** Adds one code; 758 when the supplier already has it (bound to the `code` field). */
export async function addIssuedCode(trx: Conn, supplierId: number, input: { code: string; customer: string | null }) {
  const [row] = await insertIssuedCodes(trx, supplierId, [input]);
  if (!row) throw new AppError('customerCodeExists', { field: 'code' });
  return row;
}

export interface CodeImportOutcome {
  added: { id: number; code: string; customer: string | null }[];
  /** Codes of the file the supplier had already (left as they were). */
  already_present: number;
  /** Lines that are not codes (empty, too long, characters a code may not hold), with their line number. */
  rejected: { line: number; value: string; reason: 'empty' | 'too_long' | 'bad_characters' }[];
}

/**
 * Imports codes from CSV text: one code a line, optionally followed by the customer's name (`code;customer`, or a
 * comma or tab as the separator); a first line naming the columns ("code", "customer") is skipped. A code the
 * supplier has already is left alone, a code twice in the file counts once. All in the caller's transaction.
 */
export async function importIssuedCodes(trx: Conn, supplierId: number, csv: string): Promise<CodeImportOutcome> {
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ''), {
      delimiter: [';', ',', '\t'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      trim: true,
    }) as string[][];
  } catch (error) {
    throw new AppError('validation', { field: 'csv', messageKey: 'wrong_pattern', cause: error });
  }
  if (records.length > CUSTOMER_CODE_IMPORT_MAX_ROWS) throw new AppError('validation', { field: 'csv', messageKey: 'too_long' });
  const rejected: CodeImportOutcome['rejected'] = [];
  const wanted = new Map<string, string | null>();
  records.forEach((record, index) => {
    const [code = '', customer = ''] = record;
    if (index === 0 && /^(code|customer[ _]?code|code[ _]?client)$/i.test(code)) return;
    if (record.every((cell) => cell === '')) return; // blank line
    const value = code.slice(0, 60);
    if (code === '') rejected.push({ line: index + 1, value, reason: 'empty' });
    else if (code.length > CUSTOMER_CODE_MAX || customer.length > 200) rejected.push({ line: index + 1, value, reason: 'too_long' });
    else if (CUSTOMER_CODE_FORBIDDEN.test(code)) rejected.push({ line: index + 1, value, reason: 'bad_characters' });
    else if (!wanted.has(code)) wanted.set(code, customer || null);
  });
  const codes = [...wanted].map(([code, customer]) => ({ code, customer }));
  const added = [];
  for (let i = 0; i < codes.length; i += 1000) added.push(...(await insertIssuedCodes(trx, supplierId, codes.slice(i, i + 1000))));
  return { added, already_present: codes.length - added.length, rejected };
}

/**
 * Revokes a code: it is deleted, so it opens nothing from now on, and the accounts that held it lose it (sessions
 * that proved it as visitors keep it until they end: at most SESSION_MAX_HOURS). 604 for a code of another
 * supplier. Returns the code as it was, with how many accounts held it.
 */
export async function revokeIssuedCode(trx: Conn, supplierId: number, codeId: number) {
  const holders = await codeHolderCount(trx, codeId);
  const row = await deleteIssuedCode(trx, supplierId, codeId);
  if (!row) throw new AppError('notFound');
  return { ...row, holders };
}
