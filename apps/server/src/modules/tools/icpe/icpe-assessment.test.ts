import { describe, expect, it } from 'vitest';
import { assessIcpe, assignRubrique, regimeOf, type IcpeProduct } from './icpe-assessment.ts';
import { RUBRIQUES } from './nomenclature.ts';
import { RUBRIQUE_NOTES } from './icpe-assumption-texts.ts';

const flamLiq2 = (quantity: number, unit: IcpeProduct['unit'] = 't'): IcpeProduct => ({
  hazard_classes: [{ class: 'Flam. Liq.', category: '2' }],
  h_statements: ['H225'],
  state: 'liquid',
  quantity,
  unit,
});
const rubrique = (a: ReturnType<typeof assessIcpe>, code: string) => a.rubriques.filter((r) => r.rubrique === code);

describe('Quick-ICPE: the worked examples of issue #28 (2015 text)', () => {
  it('150 t of a flammable liquid category 2 -> 4331 E', () => {
    const a = assessIcpe([flamLiq2(150)]);
    expect(a.rubriques.map((r) => [r.rubrique, r.regime, r.tonnes])).toEqual([['4331', 'E', 150]]);
    expect(a.rubriques[0].next).toEqual({ regime: 'A', threshold_t: 1000, margin_t: 850 });
    expect(a.seveso.status).toBe('none');
  });

  it('3 t Acute Tox. 1 liquid + 30 t Acute Tox. 2 solid -> 4110 A, 4120 D, Sa = 1.2: lower tier by cumulation and 4001', () => {
    const a = assessIcpe([
      { document_code: 'tox1', hazard_classes: [{ class: 'Acute Tox.', category: '1' }], h_statements: ['H330'], state: 'liquid', quantity: 3, unit: 't' },
      { document_code: 'tox2', hazard_classes: [{ class: 'Acute Tox.', category: '2' }], h_statements: ['H300'], state: 'solid', quantity: 30, unit: 't' },
    ]);
    expect(rubrique(a, '4110').map((r) => [r.state, r.regime, r.tonnes, r.products])).toEqual([['liquid', 'A', 3, ['tox1']]]);
    expect(rubrique(a, '4120').map((r) => [r.state, r.regime, r.tonnes, r.products])).toEqual([['solid', 'D', 30, ['tox2']]]);
    expect(a.seveso.direct).toEqual([]);
    expect(a.seveso.sums.sa).toBeCloseTo(1.2, 9);
    expect(a.seveso.sums_high.sa).toBeCloseTo(3 / 20 + 30 / 200, 9);
    expect(a.seveso).toMatchObject({ status: 'low', by: 'cumulation' });
    expect(rubrique(a, '4001').map((r) => r.regime)).toEqual(['A']);
  });

  it('60 t of methanol -> named rubrique 4722, D (named first, though it is also Flam. Liq. 2 and Acute Tox. 3)', () => {
    const a = assessIcpe([{ cas: '67-56-1', h_statements: ['H225', 'H301+H311+H331', 'H370'], state: 'liquid', quantity: 60, unit: 't' }]);
    expect(a.rubriques.map((r) => [r.rubrique, r.regime])).toEqual([['4722', 'D']]);
    expect(a.assumptions.map((x) => x.code)).toContain('namedByCas');
  });
});

describe('Quick-ICPE: thresholds', () => {
  it('exactly at a band threshold takes that band ("supérieure ou égale")', () => {
    expect(rubrique(assessIcpe([flamLiq2(100)]), '4331')[0].regime).toBe('E');
    expect(rubrique(assessIcpe([flamLiq2(99.999)]), '4331')[0].regime).toBe('DC');
    expect(rubrique(assessIcpe([flamLiq2(1000)]), '4331')[0]).toMatchObject({ regime: 'A', next: null });
    expect(rubrique(assessIcpe([flamLiq2(49.9)]), '4331')[0]).toMatchObject({ regime: 'NC', next: { regime: 'DC', threshold_t: 50 } });
  });

  it('sums several products of one rubrique, bands from kg and from litres through the density', () => {
    const a = assessIcpe([flamLiq2(60_000, 'kg'), { ...flamLiq2(50_000, 'L'), density: 0.8 }]);
    expect(rubrique(a, '4331')[0]).toMatchObject({ tonnes: 100, regime: 'E' });
    expect(a.assumptions.some((x) => x.code === 'assumedDensity')).toBe(false);
  });

  it('litres without a density count 1 kg/L and say so', () => {
    const a = assessIcpe([flamLiq2(50, 'm3')]);
    expect(rubrique(a, '4331')[0]).toMatchObject({ tonnes: 50, regime: 'DC' });
    expect(a.assumptions.filter((x) => x.code === 'assumedDensity')).toHaveLength(1);
  });

  it('the Seveso lower threshold exactly reached by one rubrique is the direct rule', () => {
    const a = assessIcpe([{ h_statements: ['H400'], state: 'solid', quantity: 100, unit: 't' }]);
    expect(a.seveso).toMatchObject({ status: 'low', by: 'direct', direct: [{ rubrique: '4510', tier: 'low' }] });
    expect(assessIcpe([{ h_statements: ['H400'], state: 'solid', quantity: 99.99, unit: 't' }]).seveso.status).toBe('none');
  });

  it('the upper threshold gives the upper tier; a cumulated sum of exactly 1 counts', () => {
    expect(assessIcpe([{ h_statements: ['H410'], state: 'liquid', quantity: 200, unit: 't' }]).seveso).toMatchObject({ status: 'high', by: 'direct' });
    // 4510 (100 t lower) and 4511 (200 t lower): 50/100 + 100/200 = 1 exactly, no rubrique reaching its threshold alone.
    const a = assessIcpe([
      { h_statements: ['H400'], state: 'liquid', quantity: 50, unit: 't' },
      { h_statements: ['H411'], state: 'liquid', quantity: 100, unit: 't' },
    ]);
    expect(a.seveso.sums.sc).toBe(1);
    expect(a.seveso).toMatchObject({ status: 'low', by: 'cumulation' });
  });

  it('direct rule for a generic rubrique: a product counts there even when assigned elsewhere', () => {
    // 40 t assigned to 4120 (Acute Tox. 2, upper 200 t, lower 50 t) but also aquatic 1, and 60 t aquatic 1 only:
    // 4510 holds 60 t for its régime, yet both count for its lower threshold of 100 t.
    const a = assessIcpe([
      {
        hazard_classes: [
          { class: 'Acute Tox.', category: '2' },
          { class: 'Aquatic Acute', category: '1' },
        ],
        state: 'solid',
        quantity: 40,
        unit: 't',
      },
      { h_statements: ['H400'], state: 'solid', quantity: 60, unit: 't' },
    ]);
    expect(rubrique(a, '4120')[0]).toMatchObject({ tonnes: 40, products: ['#1'] });
    expect(rubrique(a, '4510')[0]).toMatchObject({ tonnes: 60, products: ['#2'], regime: 'DC' });
    expect(a.seveso.direct).toEqual([{ rubrique: '4510', tonnes: 100, tier: 'low' }]);
    expect(a.seveso).toMatchObject({ status: 'low', by: 'direct' });
  });
});

describe('Quick-ICPE: assignment and assumptions', () => {
  it('assigns the generic rubrique with the lowest upper Seveso threshold (R511-12)', () => {
    // Flam. Liq. 2 (4331: 50,000 t) and Acute Tox. 1 (4110: 20 t) -> 4110.
    const keys = new Set(['flamLiq23', 'acuteTox1']);
    expect(assignRubrique(keys, 'liquid', null)?.rubrique).toBe('4110');
    // Acute Tox. 1 and 2: 4110 (20 t upper) before 4120 (200 t).
    expect(assignRubrique(new Set(['acuteTox1', 'acuteTox2']), 'solid', null)?.rubrique).toBe('4110');
  });

  it('ties on the Seveso thresholds are broken by the A band', () => {
    // 4150 (A 20 t) and 4130 (liquid A 10 t) share 50 / 200 t: 4130 has the lower A threshold for a liquid.
    expect(assignRubrique(new Set(['acuteTox3Inhalation', 'stotSe1']), 'liquid', null)?.rubrique).toBe('4130');
  });

  it('an unknown category is taken as the most severe and listed', () => {
    const a = assessIcpe([{ hazard_classes: [{ class: 'Acute Tox.', category: null }], state: 'liquid', quantity: 0.3, unit: 't' }]);
    expect(rubrique(a, '4110')[0].regime).toBe('A');
    expect(a.assumptions.find((x) => x.code === 'unknownCategory')?.product).toBe('#1');
  });

  it('H301 alone is 4140 under its condition; with H311 it is in no 41xx rubrique', () => {
    const oral = assessIcpe([{ h_statements: ['H301'], state: 'solid', quantity: 6, unit: 't' }]);
    expect(oral.rubriques.map((r) => [r.rubrique, r.regime])).toEqual([['4140', 'D']]);
    expect(oral.assumptions.map((x) => x.code)).toContain('rule4140');
    expect(assessIcpe([{ h_statements: ['H301', 'H311'], state: 'solid', quantity: 6, unit: 't' }]).not_classified).toEqual(['#1']);
  });

  it('aerosols go to 4320 with the contents assumption', () => {
    const a = assessIcpe([{ h_statements: ['H222', 'H229'], state: 'gas', quantity: 20, unit: 't' }]);
    expect(a.rubriques.map((r) => [r.rubrique, r.regime])).toEqual([['4320', 'D']]);
    expect(a.assumptions.map((x) => x.code)).toContain('aerosolContents');
  });

  it('says a rubrique it used is transcribed from the 2015 text, not confirmed', () => {
    const a = assessIcpe([{ h_statements: ['H300'], state: 'solid', quantity: 2, unit: 't' }]);
    expect(a.rubriques.map((r) => [r.rubrique, r.confirmed])).toContainEqual(['4110', false]);
    expect(a.assumptions.filter((x) => x.code === 'notConfirmed').map((x) => x.rubrique)).toContain('4110');
  });

  it('4331 is confirmed against the current text (AIDA), so no "not confirmed" assumption for it; the others stay flagged', () => {
    const a = assessIcpe([flamLiq2(150)]);
    expect(a.rubriques[0]).toMatchObject({ rubrique: '4331', regime: 'E', confirmed: true });
    expect(a.assumptions.filter((x) => x.code === 'notConfirmed').map((x) => x.rubrique)).not.toContain('4331');
    const r4331 = RUBRIQUES.find((r) => r.rubrique === '4331')!;
    expect(r4331.source_url).toBe('https://aida.ineris.fr/node/32534');
    expect(RUBRIQUES.filter((r) => r.confirmed).map((r) => r.rubrique)).toEqual(['4331']);
  });

  it('régime bands: below the lowest band is NC with the margin to it', () => {
    const r4331 = RUBRIQUES.find((r) => r.rubrique === '4331')!;
    expect(regimeOf(r4331.bands.all!, 10)).toEqual({ regime: 'NC', next: { regime: 'DC', threshold_t: 50, margin_t: 40 } });
  });

  it('words its assumptions in the language asked (issue #28), the rubriques’ notes included', () => {
    const products: IcpeProduct[] = [
      { ...flamLiq2(50, 'L') },
      { cas: '67-56-1', h_statements: ['H225'], state: 'liquid', quantity: 60, unit: 't' },
      { h_statements: ['H301'], state: 'solid', quantity: 6, unit: 't' },
    ];
    const detail = (language: 'fr' | 'en' | 'de' | 'it', code: string) =>
      assessIcpe(products, RUBRIQUES, language)
        .assumptions.filter((a) => a.code === code)
        .map((a) => a.detail);
    expect(detail('en', 'assumedDensity')).toEqual(['no density: 1 kg/L assumed']);
    expect(detail('fr', 'assumedDensity')).toEqual(['pas de densité : 1 kg/L retenu']);
    expect(detail('de', 'namedByCas')).toEqual(['CAS 67-56-1: namentlich genannte Rubrik 4722']);
    expect(detail('it', 'rule4140')).toEqual([
      'H301 senza classificazione per inalazione né per via cutanea: la condizione della rubrica 4140 è considerata soddisfatta',
    ]);
    expect(detail('fr', 'rubriqueNote')).toEqual(['ne s’applique que si ni la toxicité aiguë par inhalation ni celle par voie cutanée n’ont pu être classées']);
    // English by default (the tests above, the bench).
    expect(assessIcpe(products).assumptions.map((a) => a.detail)).toEqual(assessIcpe(products, RUBRIQUES, 'en').assumptions.map((a) => a.detail));
  });

  it('has the words of every rubrique note in the four languages', () => {
    const noted = RUBRIQUES.filter((r) => r.note).map((r) => r.rubrique);
    for (const language of ['fr', 'en', 'de', 'it'] as const) expect(Object.keys(RUBRIQUE_NOTES[language]).sort()).toEqual(noted.sort());
  });
});
