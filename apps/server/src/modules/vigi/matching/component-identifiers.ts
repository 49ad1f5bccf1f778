import { isValidCas, isValidEc, normaliseCas, normaliseEc } from '@openfds/contract';

/**
 * The sheet side of identifier normalisation, the same rules as the SQL functions vigi_norm_cas/vigi_norm_ec
 * of migration 0300: a CAS read without its dashes ("7732185") gets them back before the check digit test.
 */
export function componentCas(raw: string): string | null {
  const compact = raw
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, '')
    .replace(/^0+/, '');
  if (/^\d{5,10}$/.test(compact)) return `${compact.slice(0, -3)}-${compact.slice(-3, -1)}-${compact.slice(-1)}`;
  return normaliseCas(compact);
}

export interface ComponentIds {
  position: number;
  name: string | null;
  cas: string | null;
  ec: string | null;
}

/** Components whose CAS or EC number is malformed or fails its check digit: a misreading the user should check. */
export function invalidIdentifiers(components: ComponentIds[]): ComponentIds[] {
  return components.filter((c) => {
    if (c.cas) {
      const cas = componentCas(c.cas);
      if (!cas || !isValidCas(cas)) return true;
    }
    if (c.ec) {
      const ec = normaliseEc(c.ec);
      if (!ec || !isValidEc(ec)) return true;
    }
    return false;
  });
}
