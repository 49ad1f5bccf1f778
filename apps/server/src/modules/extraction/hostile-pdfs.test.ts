import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_PDFS } from '@openfds/sds/hostile/hostile-pdfs';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addSupplier } from '../../../test/catalogue-fixtures.ts';
import { corpusFile, createSheet } from '../../../test/sheets.ts';
import { extractJob } from './extraction.job.ts';

/**
 * The hostile-PDF suite (issue #22): every file of packages/sds/src/hostile/hostile-pdfs.ts is read through the real
 * 'sds.extract' job, as a published sheet would be. Each one must fail alone: a verdict on that file within the
 * reader's time limit (never reader_failed, never a timeout for the files the reader can weigh beforehand), and a
 * good sheet read right after it by the same job is extracted.
 */
let t: TestContext;
let supplierId: number;
let job: ReturnType<typeof extractJob>;

beforeAll(async () => {
  t = await createTestContext();
  supplierId = await addSupplier(t, { code: 'HOSTILE', name: 'Hostile Files' });
  job = extractJob(t);
});
afterAll(async () => {
  await t?.close();
});

async function stored(documentId: number) {
  return t.db.selectFrom('document_extractions').selectAll().where('document_id', '=', documentId).executeTakeFirstOrThrow();
}

/** What each file must come out as: its status, and the reason (stored error, or a word of the flag's evidence). */
const EXPECTED: Record<string, { status: string; error: string; evidence?: RegExp }> = {
  'deep-xobjects-20': { status: 'not_extracted', error: 'bad_pdf', evidence: /draws more than/ },
  'deep-xobjects-22': { status: 'not_extracted', error: 'bad_pdf', evidence: /draws more than/ },
  'huge-pages': { status: 'not_extracted', error: 'unreadable' },
  'content-stream-bomb': { status: 'not_extracted', error: 'bad_pdf', evidence: /inflates past/ },
  'page-tree-loop': { status: 'not_extracted', error: 'bad_pdf' },
  // Read from its first 300 pages (the reader's page limit): a readable file, but no safety data sheet.
  'pages-100000': { status: 'not_concerned', error: 'not_a_sheet' },
};

describe('hostile PDFs through the extraction job', () => {
  it('lists an expectation for every hostile file', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(HOSTILE_PDFS).sort());
  });

  for (const [name, make] of Object.entries(HOSTILE_PDFS)) {
    it(`${name}: fails alone, and the next sheet is extracted`, async () => {
      const hostile = await createSheet(t, supplierId, { file: make(), productName: name });
      const started = Date.now();
      await job.handle({ documentId: hostile.id });
      const elapsed = Date.now() - started;
      const row = await stored(hostile.id);
      const want = EXPECTED[name];
      expect({ status: row.status, error: row.error }).toEqual({ status: want.status, error: want.error });
      if (want.evidence) expect(JSON.stringify(row.reading)).toMatch(want.evidence);
      // Well inside the reader's time limit (20 s): none of these holds the job's worker.
      expect(elapsed).toBeLessThan(t.config.readerTimeoutMs / 2);

      const good = await createSheet(t, supplierId, { file: corpusFile('sigma_aldrich/sigma_aldrich_26.pdf') });
      await job.handle({ documentId: good.id });
      expect((await stored(good.id)).status).toBe('extracted');
    }, 60_000);
  }
});
