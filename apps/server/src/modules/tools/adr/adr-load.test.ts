import { describe, expect, it } from 'vitest';
import { assessAdrLoad } from './adr-load.ts';
import { mostRestrictiveRow, packagedTunnelCode, rowsFor } from './table-a.ts';
import { TABLE_A_SAMPLE } from './table-a-sample.ts';

const diesel = (quantity: number) => ({ un: '1202', packing_group: 'III' as const, quantity, unit: 'L' as const });
const petrol = (quantity: number) => ({ un: '1203', packing_group: 'II' as const, quantity, unit: 'L' as const });

describe('Quick-ADR 1.1.3.6: the Tukes worked example', () => {
  it('200 L of diesel with 300 L of petrol = 1,100 points, not exempt', () => {
    const load = assessAdrLoad([diesel(200), petrol(300)]);
    expect(load.points).toBe(1100);
    expect(load.exempt).toBe(false);
    expect(load.quantity_per_category).toMatchObject({ 2: 300, 3: 200 });
    expect(load.lines.map((l) => [l.transport_category, l.multiplier, l.points])).toEqual([
      [3, 1, 200],
      [2, 3, 900],
    ]);
    expect(load.orange_plates).toEqual({ required: true, paragraph: '5.3.2.1.1' });
    expect(load.tunnel_code).toBe('E');
  });

  it('300 L of petrol alone is exempt (category 2, maximum 333)', () => {
    const load = assessAdrLoad([petrol(300)]);
    expect(load).toMatchObject({ exempt: true, points: 900, tunnel_code: null, orange_plates: { required: false } });
    expect(assessAdrLoad([petrol(333)]).exempt).toBe(true);
    expect(assessAdrLoad([petrol(334)]).exempt).toBe(false);
  });

  it('1,000 L of diesel alone is exempt, 1,001 L is not', () => {
    expect(assessAdrLoad([diesel(1000)])).toMatchObject({ exempt: true, points: 1000 });
    expect(assessAdrLoad([diesel(1001)])).toMatchObject({ exempt: false, points: 1001 });
  });

  it('mixed categories: exactly 1,000 points is exempt, 1,001 is not', () => {
    expect(assessAdrLoad([diesel(700), petrol(100)])).toMatchObject({ points: 1000, exempt: true });
    expect(assessAdrLoad([diesel(701), petrol(100)])).toMatchObject({ points: 1001, exempt: false });
  });
});

describe('Quick-ADR: categories, regimes and marks', () => {
  it('category 1 counts × 50, and × 20 for UN 1005 (maximum 50)', () => {
    expect(assessAdrLoad([{ un: '1993', packing_group: 'I', quantity: 20, unit: 'L' }])).toMatchObject({ points: 1000, exempt: true });
    expect(assessAdrLoad([{ un: '1993', packing_group: 'I', quantity: 21, unit: 'L' }]).exempt).toBe(false);
    expect(assessAdrLoad([{ un: '1005', quantity: 50, unit: 'kg' }])).toMatchObject({ points: 1000, exempt: true });
    expect(assessAdrLoad([{ un: '1005', quantity: 51, unit: 'kg' }]).exempt).toBe(false);
  });

  it('LQ, EQ and SP 375 are left out of the count', () => {
    const load = assessAdrLoad([
      petrol(300),
      { ...diesel(5000), regime: 'LQ', inner_quantity: 5, package_gross_kg: 25, packages: 200 },
      { un: '1090', packing_group: 'II', quantity: 2, unit: 'L', regime: 'EQ', packages: 40 },
      { un: '3082', packing_group: 'III', quantity: 800, unit: 'L', inner_quantity: 5 },
    ]);
    expect(load.lines.map((l) => l.left_out)).toEqual([null, 'LQ', 'EQ', 'SP375']);
    expect(load).toMatchObject({ points: 900, exempt: true, lq_mark: { lq_gross_kg: 5000, required: false } });
    expect(load.document_lines.en).toEqual(['UN 1203 MOTOR SPIRIT or GASOLINE or PETROL, 3, II, (D/E), 300 L']);
  });

  it('an LQ line over its column 7a limit is counted as fully regulated, with a warning', () => {
    const load = assessAdrLoad([{ ...petrol(300), regime: 'LQ', inner_quantity: 2 }]);
    expect(load.lines[0]).toMatchObject({ regime: 'full', counted: true });
    expect(load.warnings.map((w) => w.code)).toContain('lqExceeded');
  });

  it('the LQ mark over 8 t of LQ on a vehicle over 12 t (3.4.13), with tunnel code E (8.6.3.3)', () => {
    const lq = { ...diesel(9000), regime: 'LQ' as const, inner_quantity: 1, package_gross_kg: 10, packages: 900 };
    expect(assessAdrLoad([lq], { vehicle_max_mass_t: 19 })).toMatchObject({ lq_mark: { required: true, lq_gross_kg: 9000 }, tunnel_code: 'E' });
    expect(assessAdrLoad([lq], { vehicle_max_mass_t: 12 }).lq_mark.required).toBe(false);
    expect(assessAdrLoad([{ ...lq, packages: 800 }], { vehicle_max_mass_t: 19 }).lq_mark.required).toBe(false);
  });

  it('more than 1,000 excepted-quantity packages are warned (3.5.5)', () => {
    const eq = { un: '1090', packing_group: 'II' as const, quantity: 10, unit: 'L' as const, regime: 'EQ' as const };
    expect(assessAdrLoad([{ ...eq, packages: 1000 }]).warnings.map((w) => w.code)).not.toContain('eqPackages');
    expect(assessAdrLoad([{ ...eq, packages: 1001 }]).warnings.map((w) => w.code)).toContain('eqPackages');
  });

  it('the tunnel code of the load is the most restrictive of its goods in packages (8.6.3.2)', () => {
    expect(assessAdrLoad([petrol(300), { un: '1978', quantity: 100, unit: 'kg' }]).tunnel_code).toBe('D');
    expect(packagedTunnelCode('B/D')).toBe('D');
    expect(packagedTunnelCode('-')).toBeNull();
  });

  it('writes the transport document lines in English and French (5.4.1.1.1)', () => {
    const load = assessAdrLoad([petrol(300), diesel(200), { un: '1230', packing_group: 'II', quantity: 10, unit: 'L' }]);
    expect(load.document_lines.en[0]).toBe('UN 1203 MOTOR SPIRIT or GASOLINE or PETROL, 3, II, (D/E), 300 L');
    expect(load.document_lines.fr[0]).toBe('UN 1203 ESSENCE, 3, II, (D/E), 300 L');
    expect(load.document_lines.en[2]).toBe('UN 1230 METHANOL, 3 (6.1), II, (D/E), 10 L');
  });

  it('several rows for one UN and packing group: listed, the most restrictive used', () => {
    expect(rowsFor(TABLE_A_SAMPLE, '1202', 'III')).toHaveLength(3);
    const aerosols = rowsFor(TABLE_A_SAMPLE, '1950', null);
    expect(mostRestrictiveRow(aerosols)?.classification_code).toBe('5F');
    const load = assessAdrLoad([diesel(10)]);
    expect(load.lines[0].candidates).toBe(3);
    expect(load.warnings.map((w) => w.code)).toContain('severalRows');
  });

  it('flags a class that differs from section 14, an unknown UN, and says it runs on the sample', () => {
    const load = assessAdrLoad([
      { ...petrol(10), sheet_class: '8' },
      { un: '9999', quantity: 1, unit: 'kg' },
    ]);
    expect(load.warnings.map((w) => w.code)).toEqual(expect.arrayContaining(['classDiffers', 'unknownUn']));
    expect(load.table.sample).toBe(true);
  });

  it('words its warnings in the language asked (issue #28: fr, en, de, it), the paragraph apart', () => {
    const lines = [
      { ...petrol(10), sheet_class: '8' },
      { un: '9999', quantity: 1, unit: 'kg' as const },
    ];
    const details = (language: 'fr' | 'en' | 'de' | 'it') => assessAdrLoad(lines, { language }).warnings.map((w) => [w.code, w.paragraph, w.detail]);
    expect(details('en')).toEqual([
      ['classDiffers', '2.1.1', 'section 14 gives class 8, Table A 3'],
      ['unknownUn', '3.2.1', 'UN 9999 is not in the table'],
    ]);
    expect(details('fr')).toEqual([
      ['classDiffers', '2.1.1', 'la section 14 donne la classe 8, le tableau A la classe 3'],
      ['unknownUn', '3.2.1', 'l’ONU 9999 n’est pas dans le tableau'],
    ]);
    expect(details('de').map((d) => d[2])).toEqual(['Abschnitt 14 nennt Klasse 8, Tabelle A Klasse 3', 'UN 9999 steht nicht in der Tabelle']);
    expect(details('it').map((d) => d[2])).toEqual(['la sezione 14 indica la classe 8, la tabella A la classe 3', 'l’ONU 9999 non è nella tabella']);
  });
});
