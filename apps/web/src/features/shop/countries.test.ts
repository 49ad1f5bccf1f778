import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries.ts';

describe('billing country list', () => {
  it.each(['fr', 'en', 'de', 'it'])('names each country once, under its current code (%s)', (language) => {
    const options = countryOptions(language);
    const labels = options.map((o) => o.label);
    // Withdrawn codes that Intl still names (DY for Benin, HV for Burkina Faso, RH, VD...) listed a country twice.
    expect(labels.filter((label, i) => labels.indexOf(label) !== i)).toEqual([]);
    const codes = options.map((o) => o.value);
    expect(codes).toEqual(expect.arrayContaining(['BJ', 'BF', 'ZW', 'VN', 'FR', 'DE']));
    expect(codes).not.toContain('DY');
    expect(codes).not.toContain('HV');
  });
});
