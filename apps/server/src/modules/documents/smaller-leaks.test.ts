import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addSheet, addSupplier, cookieFrom, guestCookie } from '../../../test/catalogue-fixtures.ts';
import { startJobs } from '../../jobs/boss.ts';
import { EXTRACT_JOB, extractQueueSettings } from '../extraction/extraction.job.ts';

// Issue #11 defect 13: smaller leaks.
describe('smaller leaks', () => {
  let t: TestContext;
  let priv: number;
  let pub: number;
  beforeAll(async () => {
    t = await createTestContext();
    priv = await addSupplier(t, { code: 'PRIV', name: 'Privé SA', access_level: 'private', customerCodes: ['PRIV-1'] });
    pub = await addSupplier(t, { code: 'PUB', name: 'Public SA' });
    await addSheet(t, priv, { productName: 'Résine', access: 'private', brand: 'SecretBrand' });
    await addSheet(t, pub, { productName: 'Acétone', brand: 'OpenBrand' });
  });
  afterAll(async () => t?.close());

  it("an all-private supplier's filter values and counts only show with its code", async () => {
    const values = async (query: string, cookies: Record<string, string> = {}) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/search_steps/values_list?field=brand${query}`, cookies }))
        .json()
        .collection.items.map((i: { name: string }) => i.name);
    expect(await values('&supplier=PRIV')).toEqual([]);
    expect(await values('')).toEqual(['OpenBrand']);
    const proved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents/verify_customer_code',
      payload: { supplier_code: 'PRIV', customer_code: 'PRIV-1' },
    });
    expect(proved.statusCode).toBe(200);
    expect(await values('&supplier=PRIV', cookieFrom(proved))).toEqual(['SecretBrand']);
  });

  it('the substance watch does not serve a superseded revision whose product became secret', async () => {
    const v1 = await addSheet(t, pub, { productName: 'Colle', productKey: 'COLLE', revisionDate: '2023-01-01' }, 'colle-1');
    await addSheet(t, pub, { productName: 'Colle', productKey: 'COLLE', revisionDate: '2024-01-01', access: 'secret' }, 'colle-2');
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/documents/${v1.iddc}/vigi_substances`, cookies: await guestCookie(t) });
    expect(res.json().collection.errors[0].code).toBe(605);
  });

  it('concurrent first opens of a sheet without a file render and store it once', async () => {
    const { iddc } = await addSheet(t, pub, { productName: 'Demo sans fichier' }, null);
    const files = () =>
      fs.existsSync(t.config.storageDir) ? fs.readdirSync(t.config.storageDir, { recursive: true }).filter((f) => String(f).endsWith('.pdf')).length : 0;
    const before = files();
    const guest = await guestCookie(t);
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => t.app.inject({ method: 'GET', url: `/api/v1/documents/${iddc}/preview`, cookies: guest })),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(replies.map((r) => r.headers.etag)).size).toBe(1);
    expect(files() - before).toBe(1);
  }, 60_000);

  it('a sheet never gets a second extraction job queued beside a waiting one, nor a third beside a running one', async () => {
    const boss = await startJobs(t.config.databaseUrl!, [], {
      work: false,
      log: () => {},
      queues: [{ name: EXTRACT_JOB, queue: extractQueueSettings(20_000) }],
    });
    try {
      const send = () => boss.send(EXTRACT_JOB, { documentId: 424242 }, { singletonKey: `${EXTRACT_JOB}:424242` });
      expect(await send()).toBeTruthy();
      expect(await send()).toBeNull();
      await t.pool.query(`UPDATE pgboss.job SET state = 'active', started_on = now() WHERE name = $1`, [EXTRACT_JOB]);
      expect(await send()).toBeTruthy();
      expect(await send()).toBeNull();
      const { rows } = await t.pool.query(`SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = $1 GROUP BY 1 ORDER BY 1`, [EXTRACT_JOB]);
      expect(rows).toEqual([
        { state: 'created', n: 1 },
        { state: 'active', n: 1 },
      ]);
    } finally {
      await boss.stop();
    }
  });
});
