import type { Transaction } from 'kysely';
import { offerById } from '@openfds/contract';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { applyCreditsToSheets } from '../entitlements/index.ts';
import { insertEntries } from './repository.ts';
import type { MyFdsSource } from '@openfds/contract';

export type DepositSource = 'favourite' | 'upload' | 'consultation' | 'received';

export interface DepositInput {
  userId: number;
  documentId: number;
  source: DepositSource;
  /** When the sheet arrived (defaults to now). */
  date?: Date;
}

type Tx = Transaction<Database>;

export interface SpaceAddition {
  /** Document ids newly put into the space (a sheet already there keeps its first source and date). */
  added: number[];
  /** Credits spent on them. */
  creditsSpent: number;
  /** Sheets an offer held could not process (its credits are spent), with the offers' references. */
  notProcessed: { documentIds: number[]; offers: string[] };
}

/**
 * Every way into a space goes through here (favourites, uploads, history import, deposits): the sheets are put in
 * and, in the same transaction, get the paid tools the user holds credits for (the entitlement service spends one
 * credit per sheet and offer, once; sheets already there spend nothing).
 */
export async function putIntoSpace(
  tx: Tx,
  userId: number,
  documentIds: number[],
  source: MyFdsSource,
  extra: Parameters<typeof insertEntries>[4] = {},
): Promise<SpaceAddition> {
  const added = await insertEntries(tx, userId, documentIds, source, extra);
  const credits = await applyCreditsToSheets(tx, userId, added);
  const refused = new Set(credits.unprocessed.flatMap((u) => u.document_ids));
  return {
    added,
    creditsSpent: credits.spent,
    notProcessed: {
      documentIds: added.filter((id) => refused.has(id)),
      offers: credits.unprocessed.flatMap((u) => offerById(u.offer_id)?.reference ?? []),
    },
  };
}

function isTransaction(db: Db | Tx): db is Tx {
  return (db as Tx).isTransaction === true;
}

/**
 * Puts one sheet into a user's space, inside the caller's transaction (or one of its own when given the
 * database). Idempotent: a sheet already in the space keeps its first source and date, and nothing changes (no
 * credit spent twice). A new sheet gets the paid tools the user holds credits for. Returns true when the sheet was
 * newly added.
 */
export async function depositIntoSpace(db: Db | Tx, input: DepositInput): Promise<boolean> {
  const run = async (tx: Tx) => (await putIntoSpace(tx, input.userId, [input.documentId], input.source, { addedAt: input.date })).added.length > 0;
  return isTransaction(db) ? run(db) : db.transaction().execute(run);
}
