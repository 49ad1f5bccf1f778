import { describe, expect, it } from 'vitest';
import { reasonText } from './reason-texts.ts';

describe('reasons of the REACH lists in the interface language', () => {
  it('translates each Article 57 criterion of a reason, the longest phrase first', () => {
    const reason = 'Toxic for reproduction (Article 57c); Endocrine disrupting properties (Article 57(f) - human health and the environment)';
    expect(reasonText(reason, 'fr')).toBe(
      'Toxique pour la reproduction (article 57c); Propriétés perturbant le système endocrinien (article 57(f) - santé humaine et environnement)',
    );
    expect(reasonText('Equivalent level of concern having probable serious effects to the environment (Article 57(f) - environment)', 'de')).toBe(
      'Gleichwertiges Besorgnisniveau, wahrscheinliche schwerwiegende Wirkungen auf die Umwelt (Artikel 57(f) - Umwelt)',
    );
    expect(reasonText('Carcinogenic (Article 57a)', 'it')).toBe('Cancerogeno (articolo 57a)');
    expect(reasonText('Carcinogenic (Article 57a)', 'en')).toBe('Carcinogenic (Article 57a)');
    // IARC groups and CLP codes are not phrases of this vocabulary: unchanged.
    expect(reasonText('2B', 'fr')).toBe('2B');
    expect(reasonText(null, 'fr')).toBeNull();
  });
});
