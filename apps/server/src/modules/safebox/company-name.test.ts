import { describe, expect, it } from 'vitest';
import { normaliseCompanyName, sameCompanyName } from './company-name.ts';

describe('company name comparison', () => {
  it('ignores accents, case, punctuation and legal-form words', () => {
    expect(normaliseCompanyName('Société Chimie Durand S.A.S.')).toBe('chimie durand');
    expect(sameCompanyName('CHIMIE DURAND', 'Chimie-Durand SARL')).toBe(true);
    expect(sameCompanyName('Les Peintures Émile', 'LES PEINTURES EMILE, société par actions simplifiée')).toBe(true);
    expect(sameCompanyName('Rossi S.r.l.', 'Rossi')).toBe(true);
    expect(sameCompanyName('Müller GmbH', 'Muller')).toBe(true);
    expect(sameCompanyName('Durand & Fils', 'Durand et fils')).toBe(true);
  });
  it('keeps the words that name the company', () => {
    expect(sameCompanyName('Chimie Durand', 'Chimie Dupont')).toBe(false);
    expect(sameCompanyName('Chimie Durand', 'Durand')).toBe(false);
    expect(sameCompanyName('', '')).toBe(false);
    // A name made only of legal-form words is compared as it is.
    expect(normaliseCompanyName('S.A.')).toBe('sa');
  });
});
