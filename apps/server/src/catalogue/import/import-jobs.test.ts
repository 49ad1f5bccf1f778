import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { pdfBytes } from '../../../test/catalogue-fixtures.ts';
import { startJobs } from '../../jobs/boss.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { UPDATE_MAILS_JOB, UPDATE_MAILS_QUEUE } from '../../modules/consultations/update-mails.job.ts';
import { EXTRACT_JOB, extractQueueSettings } from '../../modules/extraction/extraction.job.ts';
import { importCatalogue } from './import-catalogue.ts';

// Issue #11 defect 4: jobs were queued after each batch committed, so a kill in between left sheets never read and
// revisions never mailed, and a re-run saw them "unchanged".
describe('import jobs survive a kill', () => {
  let t: TestContext;
  let boss: JobQueue & { stop(): Promise<void> };
  const folder = (name: string, rows: string[], files: Record<string, Buffer>) => {
    const dir = path.join(t.tmpDir, name);
    fs.mkdirSync(dir, { recursive: true });
    for (const [file, bytes] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), bytes);
    fs.writeFileSync(path.join(dir, 'suppliers.csv'), 'code,name,access_level,country\nACME,Acme Chimie,public,FR\n');
    fs.writeFileSync(
      path.join(dir, 'documents.csv'),
      'supplier_code,product_code,product_name,language,revision_date,revision_version,file\n' + rows.join('\n') + '\n',
    );
    return dir;
  };
  const queued = async (name: string) =>
    (await t.pool.query(`SELECT (data->>'documentId')::bigint AS id FROM pgboss.job WHERE name = $1 AND state < 'completed' ORDER BY 1`, [name])).rows.map(
      (r) => Number(r.id),
    );

  beforeAll(async () => {
    t = await createTestContext();
    boss = await startJobs(t.config.databaseUrl!, [], {
      work: false,
      log: () => {},
      queues: [
        { name: EXTRACT_JOB, queue: extractQueueSettings(20_000) },
        { name: UPDATE_MAILS_JOB, queue: UPDATE_MAILS_QUEUE },
      ],
    });
  });
  afterAll(async () => {
    await boss?.stop().catch(() => {});
    await t?.close();
  });

  it('queues the jobs with the rows: a process killed right after a commit leaves no sheet without its job', async () => {
    // The process "dies" at its first job sent outside the batch's transaction (what a kill after COMMIT did).
    const dying: JobQueue = {
      async send(name, data, options) {
        if (!options?.connection) throw new Error('killed after the commit');
        return boss.send(name, data, options);
      },
    };
    const rows = Array.from({ length: 5 }, (_, i) => `ACME,P${i},Produit ${i},fr,2024-01-01,1.0,p${i}.pdf`);
    const files = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`p${i}.pdf`, pdfBytes(`p${i}`)]));
    await importCatalogue({ pool: t.pool, storage: t.storage, jobs: dying }, folder('first', rows, files));
    const sheets = (await t.pool.query(`SELECT id FROM documents WHERE file_key IS NOT NULL ORDER BY id`)).rows.map((r) => Number(r.id));
    expect(sheets).toHaveLength(5);
    expect(await queued(EXTRACT_JOB)).toEqual(sheets);
    // a re-run queues nothing twice (one queued job per sheet)
    await importCatalogue({ pool: t.pool, storage: t.storage, jobs: boss }, folder('again', rows, files));
    expect(await queued(EXTRACT_JOB)).toEqual(sheets);
  });

  it('a re-run repairs the jobs an older import lost (sheet never read, revision never mailed)', async () => {
    const v1 = folder('v1', ['ACME,M1,Mastic,fr,2024-01-01,1.0,m1.pdf'], { 'm1.pdf': pdfBytes('m1') });
    await importCatalogue({ pool: t.pool, storage: t.storage, jobs: boss }, v1);
    const old = (await t.pool.query(`SELECT id, supplier_id FROM documents WHERE product_key = 'M1'`)).rows[0];
    await t.pool.query(
      `INSERT INTO update_subscriptions (email, supplier_id, product_key, language, document_id, expires_at)
       VALUES ('guest@example.com', $1, 'M1', 'fr', $2, now() + interval '1 year')`,
      [old.supplier_id, old.id],
    );
    const v2 = folder('v2', ['ACME,M1,Mastic,fr,2024-06-01,2.0,m2.pdf'], { 'm2.pdf': pdfBytes('m2') });
    await importCatalogue({ pool: t.pool, storage: t.storage, jobs: boss }, v2);
    const latest = Number((await t.pool.query(`SELECT id FROM documents WHERE product_key = 'M1' AND is_latest`)).rows[0].id);
    expect(await queued(UPDATE_MAILS_JOB)).toEqual([latest]);
    // What a kill between the commit and the sends left before the fix: the rows, and no job at all.
    await t.pool.query(`DELETE FROM pgboss.job`);
    await t.pool.query(`DELETE FROM document_extractions`);
    const report = await importCatalogue({ pool: t.pool, storage: t.storage, jobs: boss }, v2);
    expect(report.documents.unchanged).toBe(1);
    expect(await queued(UPDATE_MAILS_JOB)).toEqual([latest]);
    expect(await queued(EXTRACT_JOB)).toContain(latest);
  });
});
