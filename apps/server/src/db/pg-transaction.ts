import type pg from 'pg';

/**
 * Transaction statements on one pg client, for the code that drives its own connection (the importer's batches, the
 * bulk loader); Kysely code uses `db.transaction()` instead.
 */
export async function begin(client: pg.ClientBase): Promise<void> {
  await client.query('BEGIN');
}

export async function commit(client: pg.ClientBase): Promise<void> {
  await client.query('COMMIT');
}

export async function rollback(client: pg.ClientBase): Promise<void> {
  await client.query('ROLLBACK');
}

/** A savepoint inside the open transaction: one failed item rolls back to it and the batch goes on. */
export async function savepoint(client: pg.ClientBase, name: string): Promise<void> {
  await client.query(`SAVEPOINT ${name}`);
}

export async function releaseSavepoint(client: pg.ClientBase, name: string): Promise<void> {
  await client.query(`RELEASE SAVEPOINT ${name}`);
}

export async function rollbackToSavepoint(client: pg.ClientBase, name: string): Promise<void> {
  await client.query(`ROLLBACK TO SAVEPOINT ${name}`);
}
