import type pg from 'pg';

/** SQL of the supplier's write calls: the supplier's access level, and the current version of one of its sheets. */

export async function accessLevelOf(client: pg.ClientBase, supplierId: number): Promise<'public' | 'private' | 'mixed'> {
  const { rows } = await client.query(`SELECT access_level FROM suppliers WHERE id = $1`, [supplierId]);
  return rows[0]?.access_level ?? 'public';
}
