import type { Transaction } from 'kysely';
import type { ContentEntity } from '@openfds/contract';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The back office's writes of the site content tables (migration 0721, owned by this module). The four tables share
 * their shape (an entity key column, a language, the entity's fields, timestamps): one set of statements serves them,
 * typed as the blog table's (the casts name the table and key column actually used).
 */
type Executor = Db | Transaction<Database>;
export const KEY_COLUMN = { blog_articles: 'key', shows_events: 'key', trainings: 'code', site_pages: 'slug' } as const satisfies Record<ContentEntity, string>;
export type ContentDbRow = Record<string, unknown> & { language: string; updated_at: Date };

const table = (entity: ContentEntity) => entity as 'blog_articles';
const keyOf = (entity: ContentEntity) => KEY_COLUMN[entity] as 'key';

/** Every translation of every item of an entity, by key then language (a few hundred rows at most). */
export async function contentRows(db: Executor, entity: ContentEntity): Promise<ContentDbRow[]> {
  const rows = await db.selectFrom(table(entity)).selectAll().orderBy(keyOf(entity)).orderBy('language').limit(5000).execute();
  return rows as unknown as ContentDbRow[];
}

export async function contentRow(db: Executor, entity: ContentEntity, key: string, language: string, forUpdate = false): Promise<ContentDbRow | undefined> {
  let q = db.selectFrom(table(entity)).selectAll().where(keyOf(entity), '=', key).where('language', '=', language);
  if (forUpdate) q = q.forUpdate();
  return (await q.executeTakeFirst()) as unknown as ContentDbRow | undefined;
}

/** Inserts or replaces one translation; `fields` are column values ready for the driver (jsonb as text). */
export async function upsertContentRow(
  db: Executor,
  entity: ContentEntity,
  key: string,
  language: string,
  fields: Record<string, unknown>,
  at: Date,
): Promise<ContentDbRow> {
  const values = { ...fields, [KEY_COLUMN[entity]]: key, language, updated_at: at };
  const row = await db
    .insertInto(table(entity))
    .values(values as never)
    .onConflict((oc) => oc.columns([keyOf(entity), 'language']).doUpdateSet({ ...fields, updated_at: at } as never))
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as unknown as ContentDbRow;
}

export async function deleteContentRow(db: Executor, entity: ContentEntity, key: string, language: string): Promise<boolean> {
  const result = await db.deleteFrom(table(entity)).where(keyOf(entity), '=', key).where('language', '=', language).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
