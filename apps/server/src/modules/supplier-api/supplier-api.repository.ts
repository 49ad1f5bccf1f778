import type pg from 'pg';

/** SQL of the supplier's write calls: the supplier's access level, and the current version of one of its sheets. */

export async function accessLevelOf(client: pg.ClientBase, supplierId: number): Promise<'public' | 'private' | 'mixed'> {
  const { rows } = await client.query(`SELECT access_level FROM suppliers WHERE id = $1`, [supplierId]);
  return rows[0]?.access_level ?? 'public';
}

/** The latest version of a sheet of the supplier, by its code (the row the publisher will take again), if any. */
export async function latestSheetOf(client: pg.ClientBase, supplierId: number, iddc: string) {
  const { rows } = await client.query(
    `SELECT id, iddc, product_key, product_name, product_code, to_char(revision_date, 'YYYY-MM-DD') AS revision_date, revision_version,
            language, type, ufi, ean, brand, range, regulation, zone, country, cpro, family, access
       FROM documents WHERE supplier_id = $1 AND iddc = $2 AND is_latest AND deleted_at IS NULL`,
    [supplierId, iddc],
  );
  return rows[0] as
    | {
        id: string;
        iddc: string;
        product_key: string;
        product_name: string;
        product_code: string | null;
        revision_date: string | null;
        revision_version: string | null;
        language: string;
        type: string;
        ufi: string | null;
        ean: string[];
        brand: string | null;
        range: string | null;
        regulation: string | null;
        zone: string | null;
        country: string | null;
        cpro: string | null;
        family: string | null;
        access: 'public' | 'private' | 'secret';
      }
    | undefined;
}
