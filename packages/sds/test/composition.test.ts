import { describe, expect, it } from 'vitest';
import { readComposition } from '../src/fields/composition.js';
import { fold } from '../src/text/fold.js';
import type { ReadingWarning } from '../src/types.js';

/** Section 3 lines as the reading order gives them: cells of one row joined by a tab. */
const lines = (...texts: string[]) => texts.map((text, i) => ({ text, folded: fold(text), page: 1, start: i }));
function read(texts: string[], productName: string | null = null) {
  const warnings: ReadingWarning[] = [];
  return readComposition(lines(...texts), productName, warnings);
}
const names = (texts: string[], productName: string | null = null) => read(texts, productName).components.map((c) => c.name);

describe('section 3 component names', () => {
  it('takes the name that follows the CAS number in its own cell', () => {
    const c = read([
      '3 Composition/information on ingredients',
      'Dangerous components:',
      '64-17-5 Ethyl alcohol\tFlam. Liq. 1, H224\t90.0%',
      '67-56-1 Methanol\tFlam. Liq. 2, H225;\tAcute Tox. 3, H301;\tSTOT SE 1, H370\t5.0%',
    ]).components;
    expect(c.map((x) => x.name)).toEqual(['Ethyl alcohol', 'Methanol']);
    // The category digit of "STOT SE 1" is no concentration: the printed percentage is.
    expect(c[1].concentration).toMatchObject({ min: 5, max: 5, unit: '%' });
  });

  it('separates a name glued after the concentration cell', () => {
    expect(
      names([
        'CAS Number\tWeight %\tChemical name',
        '74-87-3\t>= 0.01 - <= 0.1%\tchloromethane',
        '79-22-1\t>= 99.0 - <= 100.0% methyl chloroformate',
        '616-47-7\t>= 99.0 - <= 100.0% 1-methylimidazole',
      ]),
    ).toEqual(['chloromethane', 'methyl chloroformate', '1-methylimidazole']);
  });

  it('reads the name of a row without CAS number and skips a placeholder in the CAS column', () => {
    expect(names(['Name\tCAS#\tGHS Hazard Codes', 'UV STABILIZER\t< 1%\tH315, H318'])).toEqual(['UV STABILIZER']);
    expect(names(['CAS#\tINGREDIENT NAME\tEINECS#\tCONC. (%)', 'Various\tPinenes – Isomer Unspecified\tVarious\t1 - < 5%'])).toEqual([
      'Pinenes – Isomer Unspecified',
    ]);
  });

  it('keeps names that start like an old EU symbol (N, C, F...)', () => {
    expect(
      names([
        'Ingredient Name\tCAS No.',
        'N-BUTYL ACETATE\t123-86-4\t150.00 ppm',
        'N,N,N-trimethylanilinium\t138-24-9\t205-319-0\t>= 1 - < 2.5\tH311',
        'chloride',
      ]),
    ).toEqual(['N-BUTYL ACETATE', 'N,N,N-trimethylanilinium chloride']);
    // A cell of symbols and R phrases is still no name.
    expect(names(['Xi, N; R36-50\t50-00-0\t10 %'])).toEqual([null]);
  });

  it('takes only the first cell of the name line above the identifiers (not its classification)', () => {
    const c = read([
      '>= 1.0 < 2.5%\tGHS Classification:',
      'Octanoic Acid\tSkin Corrosion - Cat. 1C [H314]',
      'N° CAS : 0000124-07-2\tEye Damage - Cat.1 [H318]',
      'N° EINECS: 204-677-5',
    ]).components;
    expect(c[0].name).toBe('Octanoic Acid');
    // The name line belongs to the component: its H code too.
    expect(c[0].hStatements).toEqual(expect.arrayContaining(['H314', 'H318']));
  });

  it('reads a row whose CAS number stands on the next line, below the EC number', () => {
    const c = read([
      'Product/ingredient name\tIdentifiers\t%',
      'propane-1,2-diol\tEC : 200-338-0\t>= 25 - <= 50\tNot classified.\t[2]',
      'CAS : 57-55-6',
      'ethanol\tEC : 200-578-6\t>= 10 - <= 25\tFlam. Liq. 2, H225\t[1] [2]',
      'CAS : 64-17-5\tEye Irrit. 2, H319',
    ]).components;
    expect(c.map((x) => [x.name, x.cas, x.ec])).toEqual([
      ['propane-1,2-diol', '57-55-6', '200-338-0'],
      ['ethanol', '64-17-5', '200-578-6'],
    ]);
  });

  it('joins a name wrapped over several lines above its identifiers', () => {
    expect(
      names(['3.2 Mixtures', '1,2-benzenedicarboxylic acid; di-C7-11-branched and linear', 'alkylesters', 'CAS No: 68515-42-4', 'EC No: 271-084-6']),
    ).toEqual(['1,2-benzenedicarboxylic acid; di-C7-11-branched and linear alkylesters']);
    expect(names(['3.2 Mixtures', 'copper(II) carbonate--copper(II) hydroxide (1:1)', 'CAS No: 12069-69-1'])).toEqual([
      'copper(II) carbonate--copper(II) hydroxide (1:1)',
    ]);
  });

  it('continues a name wrapped inside its table cell', () => {
    const header = 'Chemical name\tCAS No\tEC No\tConcentration';
    expect(names([header, 'Hydrocarbons, C20-58,\t97926-70-0\t308-289-8\t50 – 75', 'hydrotreated; Baseoil -', 'unspecified'])).toEqual([
      'Hydrocarbons, C20-58, hydrotreated; Baseoil - unspecified',
    ]);
    expect(names([header, '5,6-dihydro-3H-imidazo[2,1-\t33813-20-8\t251-678-5\t1 – 3', 'c]-1,2,4-dithiazole-3-thione; etem'])).toEqual([
      '5,6-dihydro-3H-imidazo[2,1-c]-1,2,4-dithiazole-3-thione; etem',
    ]);
    expect(names([header, '4-methyl-8-methylenetricyclo[\t122760-84-1\t413-720-9\t1 – 3', '3.3.1.13,7]dec-2-yl acetate'])).toEqual([
      '4-methyl-8-methylenetricyclo[3.3.1.13,7]dec-2-yl acetate',
    ]);
    expect(names([header, 'leucomalachite green;\t129-73-7\t204-961-9\t1 – 3', "N,N,N',N'-tetramethyl-4,4'-benzylidenedianiline"])).toEqual([
      "leucomalachite green; N,N,N',N'-tetramethyl-4,4'-benzylidenedianiline",
    ]);
    expect(names([header, 'OILS, ORANGE, SWEET,\t68606-94-0\t-\t0,04', 'TERPENE-FREE'])).toEqual(['OILS, ORANGE, SWEET, TERPENE-FREE']);
    expect(names([header, 'd-Limonene (R)-p-Mentha-1,8- 227-813-5\t5989-27-5\t≥ 25%', 'diene\t50/53'])).toEqual(['d-Limonene (R)-p-Mentha-1,8-diene']);
  });

  it('reads the name under the "Component" header of a substance listed by identifiers', () => {
    const c = read(
      [
        '3.1\tSubstances',
        'Molecular weight\t:\t960.82 g/mol',
        'CAS-No.\t:\t72-57-1',
        'EC-No.\t:\t200-786-7',
        'Hazardous components',
        'Component\tClassification\tConcentration',
        "Tetrasodium 3,3'-[(3,3'-dimethyl[1,1'-biphenyl]-4,4'-diyl)bis(azo)]bis[5-amino-4-",
        'hydroxynaphthalene-2,7-disulphonate]',
        'Carc. 1B; H350\t<= 100 %',
      ],
      'Trypan Blue',
    ).components;
    expect(c.map((x) => [x.name, x.cas, x.ec])).toEqual([
      ["Tetrasodium 3,3'-[(3,3'-dimethyl[1,1'-biphenyl]-4,4'-diyl)bis(azo)]bis[5-amino-4-hydroxynaphthalene-2,7-disulphonate]", '72-57-1', '200-786-7'],
    ]);
    // Its row follows the name: the concentration is the printed one, not the "3" of "3,3'-".
    expect(c[0].concentration).toMatchObject({ min: null, max: 100, unit: '%' });
    expect(c[0].hStatements).toEqual(['H350']);
  });

  it('lists each substance once: a formula line naming the CAS numbers is no component', () => {
    const c = read([
      '3.1.2 Chemical formula\tH2O (7732-18-5), C6-H8-O7 (77-92-9)',
      'Components\tConcentration (%)\tCAS-No.\tEC No.',
      'WATER\t32,06\t7732-18-5\t231-791-2',
      'Citric acid\t9,37\t77-92-9\t201-069-1',
    ]).components;
    expect(c.map((x) => [x.name, x.cas])).toEqual([
      ['WATER', '7732-18-5'],
      ['Citric acid', '77-92-9'],
    ]);
  });

  it('merges a row that prints its CAS again on its next line, and a second table of the same substance', () => {
    const c = read([
      'CAS No\tConcentration\tGHS Classification',
      'ETHANOL\t64-17-5\t>=1 - <3%\tEye Irrit. 2A (H319)',
      '64-17-5\tFlam. Liq. 2 (H225)',
      'Components with occupational exposure limits',
      'ETHANOL\t64-17-5\t>=1 - <3%\tEye Irrit. 2A (H319)',
    ]).components;
    expect(c.map((x) => [x.name, x.cas, x.hStatements])).toEqual([['ETHANOL', '64-17-5', ['H319', 'H225']]]);
  });

  it('leaves a bracketed concentration or hazard code out of the name', () => {
    expect(names(['CAS No. Description', '9010-79-1 propylene-ethylene copolymer (>99%)'])).toEqual(['propylene-ethylene copolymer']);
    expect(names(['Chemical name\tCAS No\tConcentration', 'N-Butyl acetate (EUH066)\t123-86-4\t>=0.1 - <1%'])).toEqual(['N-Butyl acetate']);
    expect(names(['Chemical name\tCAS No\tConcentration', 'N-Butyl acetate\t123-86-4\t>=0.1 - <1%', '(EUH066)\tFlam. Liq. 3 (H226)'])).toEqual([
      'N-Butyl acetate',
    ]);
  });

  it('reads a row without CAS number inside a table with a CAS column, not a lower-case line under a row', () => {
    const pepsico = read([
      'Components\tConcentration (%) MAC, mg/m3\tHazard\tCAS-No.\tEC No.',
      'JUICES, FRUITS OR VEGETABLES\t55,85\tSRA0001\t-',
      'WITHOUT ADDITIVES',
      'WATER\t32,06\t7732-18-5\t231-791-2',
    ]).components;
    expect(pepsico.map((x) => [x.name, x.cas, x.concentration?.max])).toEqual([
      ['JUICES, FRUITS OR VEGETABLES WITHOUT ADDITIVES', null, 55.85],
      ['WATER', '7732-18-5', 32.06],
    ]);
    expect(
      names([
        'CAS#\tINGREDIENT NAME\tEINECS#\tHAZARD\tCONC. (%)',
        '5989-27-5\td-Limonene (R)-p-Mentha-1,8- 227-813-5\tXi,N\t≥ 25%',
        'diene\t50/53\t60-61',
        '99-85-4\tgamma-Terpinene\t202-794-6\tXn\t10 - < 25%',
      ]),
    ).toEqual(['d-Limonene (R)-p-Mentha-1,8-diene', 'gamma-Terpinene']);
  });
});
