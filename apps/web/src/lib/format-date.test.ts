import { describe, expect, it } from 'vitest';
import { formatDay } from './format-date.ts';

describe('formatDay', () => {
  it('writes English dates unambiguously and the others in their usual form', () => {
    expect(formatDay('2023-10-12', 'en')).toBe('12 Oct 2023');
    expect(formatDay('2023-10-12', 'fr')).toBe('12/10/2023');
    expect(formatDay('2023-10-12', 'de')).toBe('12.10.2023');
    expect(formatDay('2023-10-12', 'it')).toBe('12/10/2023');
    expect(formatDay('2023-10-12T23:30:00Z', 'en')).toBe('12 Oct 2023');
  });

  it('gives nothing for a missing or broken date', () => {
    expect(formatDay(null, 'en')).toBe('');
    expect(formatDay('not a date', 'fr')).toBe('');
  });
});
