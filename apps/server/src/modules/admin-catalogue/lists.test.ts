import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { dataOf, firstError } from '../../../test/accounts.ts';
import { auditRowsOf, staffSessions } from '../../../test/catalogue-staff.ts';
import { regulatoryFile } from '../vigi/index.ts';

// Back office, regulatory lists (issue #26): the existing import call previews what a new version brings (dry run:
// nothing kept), then applies the previewed file (its checksum checked), audited; administrators only.

describe('back office: regulatory list import with a preview', () => {
  let t: TestContext;
  let s: Awaited<ReturnType<typeof staffSessions>>;
  beforeAll(async () => {
    t = await createTestContext();
    s = await staffSessions(t, 'lists');
  });
  afterAll(async () => t?.close());

  // A list file is a raw body (staffSessions' call sends JSON).
  const as = (who: 'admin' | 'assistant', body: Buffer, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/vigi/lists/iarc/versions?file_name=iarc.tsv${query}`,
      headers: { 'content-type': 'text/tab-separated-values' },
      cookies: s.cookie(who),
      body,
    });
  const versions = () => t.db.selectFrom('vigi_list_versions').select('id').where('list_code', '=', 'iarc').execute();

  it('previews, applies the previewed file, then previews what the next version enters, leaves and changes', async () => {
    const first = fs.readFileSync(regulatoryFile('iarc')!);
    expect(firstError(await as('assistant', first, '&dry_run=true')).code).toBe(562);

    const preview = await as('admin', first, '&dry_run=true');
    expect(preview.statusCode, preview.body).toBe(200);
    const seen = dataOf(preview);
    expect(seen).toMatchObject({ dry_run: true, unchanged: false, entry_count: 863, entered: 863, left: 0, changed: 0 });
    expect((seen.preview as unknown[]).length).toBe(500);
    expect(seen.preview).toContainEqual({ change: 'entered', entry_key: expect.any(String), name: 'Formaldehyde', cas: '50-00-0', ec: null });
    expect(await versions()).toEqual([]);
    expect(await auditRowsOf(t, 'vigi_list', 'iarc')).toEqual([]);

    const stale = await as('admin', first, `&expected_checksum=${'0'.repeat(64)}`);
    expect(firstError(stale).code).toBe(759);
    const applied = await as('admin', first, `&expected_checksum=${seen.checksum as string}`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await versions()).toHaveLength(1);
    const [audit] = await auditRowsOf(t, 'vigi_list', 'iarc');
    expect(audit).toMatchObject({ action: 'list.import', staff_login: s.login('admin') });
    expect(audit.after).toMatchObject({ entries: 863 });

    const lines = first.toString('utf8').split('\n');
    const next = lines
      .filter((line) => !line.startsWith('50-00-0\t'))
      .map((line) => (line.startsWith('50-06-6\t') ? line.replace('Phenobarbital', 'Phenobarbital sodium') : line));
    next.splice(1, 0, '1234-56-6\tTestium chloride\t3\t49\t1990');
    const diff = await as('admin', Buffer.from(next.join('\n')), '&dry_run=true');
    expect(diff.statusCode, diff.body).toBe(200);
    const changes = dataOf(diff);
    expect({ ...changes, preview: undefined, warnings: undefined }).toMatchObject({ entered: 1, left: 1, changed: 1 });
    expect((changes.preview as { change: string; name: string }[]).map((c) => [c.change, c.name])).toEqual([
      ['changed', 'Phenobarbital sodium'],
      ['entered', 'Testium chloride'],
      ['left', 'Formaldehyde'],
    ]);
    expect(await versions()).toHaveLength(1);
  });
});
