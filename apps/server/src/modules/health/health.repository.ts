import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** One round trip to the database (throws when it does not answer). */
export async function databaseAnswers(db: Db): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
