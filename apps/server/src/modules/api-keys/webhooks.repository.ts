import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The published sheet a webhook tells about, with the sheet it superseded (if any). */
export async function publishedSheet(db: Db, documentId: number) {
  return db
    .selectFrom('documents as d')
    .innerJoin('suppliers as s', 's.id', 'd.supplier_id')
    .leftJoin('documents as old', 'old.superseded_by', 'd.id')
    .select([
      'd.id',
      'd.iddc',
      'd.supplier_id',
      's.code as supplier_code',
      'd.product_name',
      'd.product_code',
      'd.language',
      'd.ean',
      sql<string | null>`to_char(d.revision_date, 'YYYY-MM-DD')`.as('revision_date'),
      'd.file_sha256',
      'old.iddc as superseded_iddc',
    ])
    .where('d.id', '=', documentId)
    .executeTakeFirst();
}
