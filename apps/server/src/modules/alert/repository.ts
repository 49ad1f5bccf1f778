import { sql } from 'kysely';
import type { AlertFile } from '@openfds/contract';
import type { Db } from '../../db/database.ts';

/** The one row of site_alert. */
export async function readAlert(db: Db): Promise<AlertFile | null> {
  const row = await db.selectFrom('site_alert').select('content').where('id', '=', 1).executeTakeFirst();
  return (row?.content as AlertFile | undefined) ?? null;
}

export async function writeAlert(db: Db, alert: AlertFile): Promise<void> {
  await db
    .insertInto('site_alert')
    .values({ id: 1, content: JSON.stringify(alert) })
    .onConflict((oc) => oc.column('id').doUpdateSet({ content: JSON.stringify(alert), updated_at: sql`now()` }))
    .execute();
}
