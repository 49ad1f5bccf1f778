/**
 * Company names compared the way a person would: accents, case, punctuation and legal-form words (SA, SAS,
 * SARL, "société par actions simplifiée", GmbH...) do not count. "Société Chimie Durand S.A.S." and
 * "CHIMIE DURAND" are the same company name; "Chimie Durand" and "Chimie Dupont" are not.
 */

/** Multi-word legal forms, removed before the single words (folded, dots already removed). */
const LEGAL_PHRASES = [
  'societe par actions simplifiee unipersonnelle',
  'societe par actions simplifiee',
  'societe a responsabilite limitee',
  'entreprise unipersonnelle a responsabilite limitee',
  'entreprise individuelle a responsabilite limitee',
  'societe anonyme',
  'societe civile immobiliere',
  'societe en nom collectif',
  'societe cooperative',
  'groupement d interet economique',
  'et compagnie',
  'et cie',
  'and co',
  'and company',
  'societa a responsabilita limitata',
  'societa per azioni',
  'gesellschaft mit beschrankter haftung',
];

const LEGAL_WORDS = new Set([
  'sa',
  'sas',
  'sasu',
  'sarl',
  'eurl',
  'sci',
  'snc',
  'scs',
  'sca',
  'scop',
  'scp',
  'sel',
  'selarl',
  'selas',
  'selafa',
  'gie',
  'eirl',
  'ei',
  'sem',
  'scic',
  'societe',
  'ste',
  'cie',
  'spa',
  'srl',
  'sprl',
  'gmbh',
  'ag',
  'kg',
  'ohg',
  'ug',
  'ltd',
  'limited',
  'llc',
  'inc',
  'plc',
  'bv',
  'nv',
  'corp',
  'corporation',
]);

/** The comparable form of a company name. */
export function normaliseCompanyName(name: string): string {
  const folded = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' et ')
    .replace(/\./g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  let text = ` ${folded} `;
  for (const phrase of LEGAL_PHRASES) text = text.split(` ${phrase} `).join(' ');
  const words = text.split(' ').filter((w) => w && !LEGAL_WORDS.has(w));
  // A name made only of legal-form words keeps them (it is all there is to compare).
  return (words.length ? words : folded.split(' ')).join(' ');
}

export function sameCompanyName(a: string, b: string): boolean {
  const x = normaliseCompanyName(a);
  return x !== '' && x === normaliseCompanyName(b);
}
