import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { USER, apiCall, userPage } from '../support/shell.ts';
import { demoSuppliers } from '../support/catalogue.ts';

/**
 * The server's own embedded PostgreSQL (VAR_DIR/pg): its port from postmaster.pid, its password beside it. Used only
 * to make the demo user a member of a supplier, which no screen of this branch does (the supplier branch invites).
 */
function serverDatabase(): pg.Client {
  const varDir = inject('varDir');
  const port = Number(fs.readFileSync(path.join(varDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const password = fs.readFileSync(path.join(varDir, 'pg-password'), 'utf8').trim();
  return new pg.Client({ host: '127.0.0.1', port, user: 'openfds', password, database: 'openfds' });
}

/** A minimal PDF whose bytes differ by label (a new file makes a new revision). */
const pdf = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n${'0123456789abcdef'.repeat(64)}\n%%EOF\n`, 'latin1').toString('base64');

// Issue #27: a supplier's new revision reaches its customer's my-FDS "received" tab (published through the API).
describe('a supplier’s new revision reaches the customer’s my-FDS (issue #27)', () => {
  let browser: Browser;
  let db: pg.Client;
  beforeAll(async () => {
    browser = await launchBrowser();
    db = serverDatabase();
    await db.connect();
  });
  afterAll(async () => {
    await db?.query(`DELETE FROM supplier_members WHERE user_id = (SELECT id FROM users WHERE login = $1)`, [USER.login]);
    await db?.end();
    await browser?.close();
  });

  it('delivered, then revised: the revision shows in the Received tab', async () => {
    const { context, page } = await userPage(browser, { locale: 'en-GB' });
    const supplier = (await demoSuppliers(page.request)).find((s) => s.level === 'public')!;
    await db.query(
      `INSERT INTO supplier_members (user_id, supplier_id, role) SELECT u.id, s.id, 'admin' FROM users u, suppliers s WHERE u.login = $1 AND s.code = $2
       ON CONFLICT (user_id) DO UPDATE SET supplier_id = EXCLUDED.supplier_id`,
      [USER.login, supplier.code],
    );
    const made = await apiCall(page, 'POST', '/supplier/api_keys', { name: 'e2e', scope: 'write' });
    expect(made.status).toBe(200);
    const key = (made.body.collection.items[0] as { key: string }).key;
    const call = async (url: string, data: object) =>
      (await page.request.fetch(`/api/v1${url}`, { method: 'POST', data, headers: { authorization: `Bearer ${key}` } })).json();
    const product = `E2E-SEND-${Date.now()}`;
    const sheet = { product_name: `Received solvent ${product}`, product_code: product, language: 'en' };
    expect((await call('/supplier/sheets', { ...sheet, revision_date: '2025-01-01', file_base64: pdf('v1') })).collection.items[0].status).toBe('created');
    const today = new Date().toISOString().slice(0, 10);
    await call('/supplier/deliveries', { deliveries: [{ email: USER.login, product_code: product, delivered_on: today }] });
    expect((await call('/supplier/sheets', { ...sheet, revision_date: today, file_base64: pdf('v2') })).collection.items[0].status).toBe('revised');

    // The send job runs in the server (pg-boss): the sheet lands in the Received tab.
    await page.goto('/en/my-fds/');
    await page.getByRole('heading', { level: 1, name: 'My SDS' }).waitFor();
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('tab', { name: 'Received from suppliers' }).click();
          return page.getByText(sheet.product_name).count();
        },
        { timeout: 45_000, interval: 2_000 },
      )
      .toBeGreaterThan(0);
    await context.close();
  });
});
