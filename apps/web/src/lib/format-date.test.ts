import { describe, expect, it } from 'vitest';
import { formatDay } from './format-date.ts';

describe('formatDay', () => {
  it('writes the other languages in their usual form', () => {
    expect(formatDay('2023-10-12', 'fr', ['fr-FR'])).toBe('12/10/2023');
    expect(formatDay('2023-10-12', 'de', ['de-DE'])).toBe('12.10.2023');
    expect(formatDay('2023-10-12', 'it', ['en-US'])).toBe('12/10/2023');
  });

  it("writes English dates as the browser's English does, never as an ambiguous numeric date (issue #23)", () => {
    expect(formatDay('2023-10-31', 'en', ['en-GB', 'en'])).toBe('31/10/2023');
    expect(formatDay('2023-10-31', 'en', ['en-US', 'en'])).toBe('Oct 31, 2023');
    // The first English of the list decides, whatever comes before it.
    expect(formatDay('2023-10-31', 'en', ['fr-FR', 'en-IE'])).toBe('31/10/2023');
    // English without a region, or none at all (English chosen in the interface): the month spelled.
    expect(formatDay('2023-10-31', 'en', ['en'])).toBe('Oct 31, 2023');
    expect(formatDay('2023-10-12', 'en', ['de-DE'])).toBe('12 Oct 2023');
    expect(formatDay('2023-10-12T23:30:00Z', 'en', [])).toBe('12 Oct 2023');
    expect(formatDay('2023-10-12', 'en', ['en-ZZ-invalid!!'])).toBe('12 Oct 2023');
  });

  it('gives nothing for a missing or broken date', () => {
    expect(formatDay(null, 'en')).toBe('');
    expect(formatDay('not a date', 'fr')).toBe('');
  });
});
