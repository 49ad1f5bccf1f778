import { describe, expect, it } from 'vitest';
import { generateSheets, generateSuppliers, type SyntheticSheet } from './synthetic-catalogue.ts';

function catalogue(options: { revisedUntil?: Date } = {}): SyntheticSheet[] {
  const suppliers = generateSuppliers(20, 2_000, 2026);
  const sheets: SyntheticSheet[] = [];
  let offset = 0;
  for (const s of suppliers) {
    for (const sheet of generateSheets(s, 2026, offset, options)) sheets.push(sheet);
    offset += s.sheets;
  }
  return sheets;
}

describe('synthetic catalogue revision dates', () => {
  const until = new Date('2026-11-21T10:00:00Z');
  const fiveYearsBefore = '2021-11-21';

  it('dates the demo catalogue mostly within the last 5 years, a few older, none in the future', () => {
    const latest = catalogue({ revisedUntil: until }).filter((s) => s.isLatest);
    const old = latest.filter((s) => s.revisionDate < fiveYearsBefore).length / latest.length;
    expect(old).toBeGreaterThan(0.03);
    expect(old).toBeLessThan(0.12);
    expect(latest.every((s) => s.revisionDate <= '2026-11-21')).toBe(true);
  });

  it('changes nothing but the dates, and keeps the big catalogue on its fixed range', () => {
    const fixed = catalogue();
    const demo = catalogue({ revisedUntil: until });
    const strip = (s: SyntheticSheet) => ({ ...s, revisionDate: '' });
    expect(demo.map(strip)).toEqual(fixed.map(strip));
    expect(fixed.every((s) => s.revisionDate >= '2014-01-01' && s.revisionDate <= '2025-12-28')).toBe(true);
    // Revisions of one product stay in date order.
    for (let i = 0; i + 1 < demo.length; i++) {
      if (demo[i].supersededByOffset !== null && demo[i].groupOffset === demo[i + 1].groupOffset) {
        expect(demo[i].revisionDate <= demo[i + 1].revisionDate).toBe(true);
      }
    }
  });
});
