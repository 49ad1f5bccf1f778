import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { transportEntry } from '@openfds/sds/generator/transport';
import { lqLimit, rowsFor } from './table-a.ts';
import { TABLE_A_SAMPLE } from './table-a-sample.ts';

/**
 * The shipped sample covers the catalogue (issue #28): every UN number (and packing group) the demo catalogue's
 * sheets carry, every one of the corpus of real sheets, and the ones the issue names, has a Table A row.
 */
const REPO = path.resolve(import.meta.dirname, '../../../../../..');
const FIXTURES = path.join(REPO, 'packages/sds/test/fixtures');

/** The H codes that decide the demo sheets' transport entry (packages/sds/src/generator/transport.ts). */
const H_CODES = ['H220', 'H221', 'H224', 'H225', 'H226', 'H228', 'H250', 'H260', 'H261', 'H271', 'H272', 'H300', 'H301', 'H310', 'H311'].concat([
  'H314',
  'H330',
  'H331',
  'H400',
  'H410',
  'H411',
]);

function demoCatalogueEntries() {
  const found = new Map<string, { un: string; packingGroup: string | null }>();
  for (const state of ['liquid', 'solid', 'gas'] as const) {
    for (const code of H_CODES) {
      const entry = transportEntry([code], state);
      if (entry) found.set(`${entry.unNumber} ${entry.packingGroup}`, { un: entry.unNumber, packingGroup: entry.packingGroup });
    }
  }
  return [...found.values()];
}

function corpusEntries() {
  const found = new Map<string, { un: string; packingGroup: string | null }>();
  for (const folder of fs.readdirSync(FIXTURES, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const file of fs.readdirSync(path.join(FIXTURES, folder.name)).filter((f) => f.endsWith('.json'))) {
      const label = JSON.parse(fs.readFileSync(path.join(FIXTURES, folder.name, file), 'utf8')) as { transport?: { unNumber?: string; packingGroup?: string } };
      const un = label.transport?.unNumber;
      if (un) found.set(`${un} ${label.transport?.packingGroup ?? null}`, { un, packingGroup: label.transport?.packingGroup ?? null });
    }
  }
  return [...found.values()];
}

const missing = (entries: { un: string; packingGroup: string | null }[]) =>
  entries.filter((e) => rowsFor(TABLE_A_SAMPLE, e.un, e.packingGroup).length === 0).map((e) => `${e.un} ${e.packingGroup ?? '-'}`);

describe('the ADR Table A sample', () => {
  it('has a row for every UN number and packing group of the demo catalogue', () => {
    const entries = demoCatalogueEntries();
    expect(entries.length).toBeGreaterThan(15);
    expect(missing(entries)).toEqual([]);
  });

  it('has a row for every UN number of the corpus of real sheets', () => {
    const entries = corpusEntries();
    expect(entries.length).toBeGreaterThan(30);
    expect(missing(entries)).toEqual([]);
  });

  it('has the UN numbers the issue names', () => {
    const named = ['1005', '1072', '1202', '1203', '1830', '1950', '1993', '3077', '3082'];
    expect(named.filter((un) => rowsFor(TABLE_A_SAMPLE, un, null).length === 0)).toEqual([]);
  });

  it('holds well-formed rows (UN, packing group, transport category, LQ), one per UN number, packing group and name', () => {
    const keys = new Set<string>();
    for (const r of TABLE_A_SAMPLE) {
      expect(r.un).toMatch(/^\d{4}$/);
      expect([null, 'I', 'II', 'III']).toContain(r.packing_group);
      expect([0, 1, 2, 3, 4]).toContain(r.transport_category);
      expect(r.lq === '0' || lqLimit(r).amount > 0, `${r.un} LQ ${r.lq}`).toBe(true);
      expect(r.eq).toMatch(/^E[0-5]$/);
      const key = `${r.un} ${r.packing_group} ${r.name_en} ${r.special_provisions.join(' ')}`;
      expect(keys.has(key), key).toBe(false);
      keys.add(key);
    }
    expect(new Set(TABLE_A_SAMPLE.map((r) => r.un)).size).toBe(60);
  });
});
