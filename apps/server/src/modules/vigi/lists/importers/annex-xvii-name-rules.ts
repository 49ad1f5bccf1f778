/**
 * Name rules for Annex XVII group entries whose members ECHA does not enumerate ("Mercury compounds",
 * "Cadmium and its compounds"...): a component is a member when its folded name (lower case, no accents)
 * contains one of the terms. Terms are given in the sheet languages we read most (en, fr, de, it, es, nl).
 * These are matching heuristics, not regulatory values: a hit found this way is reported as `group_name`
 * so that the user checks it against the entry's conditions. See modules/vigi/README.md.
 */
export const ANNEX_XVII_NAME_RULES: Record<string, string[]> = {
  // Lead carbonates / lead sulphates
  '16': ['lead carbonate', 'carbonate de plomb', 'bleicarbonat', 'carbonato di piombo', 'carbonato de plomo'],
  '17': ['lead sulphate', 'lead sulfate', 'sulfate de plomb', 'bleisulfat', 'solfato di piombo', 'sulfato de plomo'],
  // Mercury compounds / mercury
  '18': ['mercur', 'quecksilber', 'kwik'],
  // Arsenic compounds
  '19': ['arsen'],
  // Organostannic compounds
  '20': [
    'organotin',
    'organostann',
    'organozinn',
    'butyltin',
    'octyltin',
    'phenyltin',
    'methyltin',
    'butylstann',
    'octylstann',
    'butyletain',
    'octyletain',
    'butylzinn',
    'octylzinn',
    'stagno',
  ],
  // Cadmium and its compounds
  '23': ['cadmi', 'kadmium'],
  // Nickel and its compounds
  '27': ['nickel', 'nichel', 'niquel', 'nikkel'],
  // Chromium VI compounds
  '47': [
    'chromium (vi)',
    'chromium(vi)',
    'chromium vi',
    'chrome (vi)',
    'chrome vi',
    'chrom(vi)',
    'chrom (vi)',
    'cromo (vi)',
    'cromo vi',
    'chromate',
    'chromat',
    'cromato',
  ],
  // Lead and its compounds (entry 63, outside the partial shared file but in the full ECHA table)
  '63': ['lead', 'plomb', 'blei', 'piombo', 'plomo'],
};
