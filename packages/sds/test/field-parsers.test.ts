import { describe, expect, it } from 'vitest';
import { parseConcentration } from '../src/fields/composition.js';
import { parseDate } from '../src/fields/dates.js';
import { parseMeasured, readPhysical } from '../src/fields/physical.js';
import { readTransport } from '../src/fields/transport.js';
import { fold } from '../src/text/fold.js';
import { euhCodes, hCodes, pCodes } from '../src/fields/statement-codes.js';
import { hCodesFromText } from '../src/fields/statement-texts.js';
import { detectLanguage } from '../src/text/detect-language.js';

describe('statement codes', () => {
  it('keeps CLP suffixes and combinations, never reads the H of EUH', () => {
    expect(hCodes('H350i May cause cancer by inhalation. H360FD H361fd H302 + H312 EUH066 H225Highly flammable')).toEqual([
      'H350i',
      'H360FD',
      'H361fd',
      'H302+H312',
      'H225',
    ]);
    expect(hCodes('H360Damages fertility')).toEqual(['H360']);
    expect(euhCodes('EUH066 EUH 208 EUH401')).toEqual(['EUH066', 'EUH208', 'EUH401']);
    expect(pCodes('P305 + P351 + P338, P210; P1234')).toEqual(['P305+P351+P338', 'P210']);
  });
  it('maps statement texts printed without codes', () => {
    expect(hCodesFromText('Highly flammable liquid and vapour. Causes severe skin burns and eye damage.').sort()).toEqual(['H225', 'H314']);
    expect(hCodesFromText('Provoque une sévère irritation des yeux.')).toEqual(['H319']);
  });
  it('does not decide on a few words', () => expect(detectLanguage('Product 12 de la')).toBeNull());
});

describe('dates', () => {
  it('reads ISO, numeric (US or European order) and spelled-out dates', () => {
    expect(parseDate('2017/05/04', false)).toBe('2017-05-04');
    expect(parseDate('06/25/2014', false)).toBe('2014-06-25');
    expect(parseDate('03/11/2022', false)).toBe('2022-11-03');
    expect(parseDate('03/11/2022', true)).toBe('2022-03-11');
    expect(parseDate('31.10.2020', false)).toBe('2020-10-31');
    expect(parseDate('07 Nov 2018', true)).toBe('2018-11-07');
    expect(parseDate('14/October/2014', true)).toBe('2014-10-14');
    expect(parseDate('5 janvier 2015', false)).toBe('2015-01-05');
    expect(parseDate('January 5, 2015', true)).toBe('2015-01-05');
    expect(parseDate('13/10/2014.\t1/14', true)).toBe('2014-10-13');
    expect(parseDate('no date', true)).toBeNull();
  });
  it('does not decide on a few words', () => expect(detectLanguage('Product 12 de la')).toBeNull());
});

describe('concentrations and measured values', () => {
  it('reads ranges, bounds and bare percentages', () => {
    expect(parseConcentration('>= 10 - < 20', true)).toMatchObject({ min: 10, max: 20, unit: '%' });
    expect(parseConcentration('90 - 100 %', false)).toMatchObject({ min: 90, max: 100, unit: '%' });
    expect(parseConcentration('< 1 %', false)).toMatchObject({ min: null, max: 1 });
    expect(parseConcentration('>95', true)).toMatchObject({ min: 95, max: null });
    expect(parseConcentration('2,5 – 10', true)).toMatchObject({ min: 2.5, max: 10 });
  });
  it('reads values with units and leaves "no data" empty', () => {
    expect(parseMeasured('1,8 g/cm³ (20 °C)')).toMatchObject({ value: 1.8, unit: 'g/cm³' });
    expect(parseMeasured('80 - 90 °C')).toMatchObject({ value: 80, valueMax: 90, unit: '°C' });
    expect(parseMeasured('Not applicable')).toMatchObject({ value: null });
  });
  it('does not decide on a few words', () => expect(detectLanguage('Product 12 de la')).toBeNull());
});

describe('language detection', () => {
  // Two sentences each: the scorer needs a dozen known words before it decides (a sheet has thousands).
  const detect = (s: string) => detectLanguage(`${s} ${s}`);
  it('tells the seven languages apart on ordinary sheet sentences', () => {
    expect(detect('Avoid contact with the skin and the eyes. Keep the container closed and use only with adequate ventilation of the area.')).toBe('en');
    expect(detect('Éviter le contact avec la peau et les yeux. Conserver le récipient fermé et utiliser dans un endroit bien ventilé pour la sécurité.')).toBe(
      'fr',
    );
    expect(detect('Berührung mit der Haut und den Augen vermeiden. Den Behälter dicht geschlossen halten und nur in gut belüfteten Bereichen verwenden.')).toBe(
      'de',
    );
    expect(detect('Evitare il contatto con la pelle e gli occhi. Tenere il recipiente ben chiuso e usare solo in luogo ben ventilato per la sicurezza.')).toBe(
      'it',
    );
    expect(
      detect('Evitar el contacto con la piel y los ojos. Mantener el recipiente bien cerrado y usar solo en zonas bien ventiladas para la seguridad.'),
    ).toBe('es');
    expect(
      detect('Vermijd contact met de huid en de ogen. Houd de verpakking goed gesloten en gebruik het product alleen in goed geventileerde ruimten.'),
    ).toBe('nl');
    expect(detect('Evitar o contacto com a pele e os olhos. Manter o recipiente bem fechado e usar apenas em zonas bem ventiladas para a segurança.')).toBe(
      'pt',
    );
  });
  it('does not decide on a few words', () => expect(detectLanguage('Product 12 de la')).toBeNull());
});

describe('physical properties', () => {
  const lines = (...texts: string[]) => texts.map((text, i) => ({ text, folded: fold(text), page: 1, start: i }));
  it('reads the value after a boiling-point label that wraps over two lines, not the rest of the label', () => {
    // As the generated sheets print it: the long CLP label wraps, the value sits in the next column.
    const fr = readPhysical(lines('Point initial d’ébullition et intervalle\tNon applicable', 'd’ébullition', 'Point d’éclair\t23 °C'));
    expect(fr.boilingPoint?.raw).toBe('Non applicable');
    expect(fr.flashPoint?.value).toBe(23);
    expect(readPhysical(lines('Siedebeginn und Siedebereich\t100 °C')).boilingPoint).toMatchObject({ value: 100, unit: '°C' });
    expect(readPhysical(lines('Punto di ebollizione iniziale e intervallo di ebollizione\t78 °C')).boilingPoint?.value).toBe(78);
    expect(readPhysical(lines('Punto inicial de ebullición e intervalo de ebullición\t56 °C')).boilingPoint?.value).toBe(56);
    expect(readPhysical(lines('Initial boiling point and boiling range\t64 °C')).boilingPoint?.value).toBe(64);
  });
});

describe('transport', () => {
  const lines = (...texts: string[]) => texts.map((text, i) => ({ text, folded: fold(text), page: 1, start: i }));
  it('reads a shipping name that wraps over the value column, up to the next subsection', () => {
    const t = readTransport(
      lines(
        '14.1 Numéro ONU ou numéro\tUN 3082',
        'd’identification',
        '14.2 Désignation officielle de transport\tMATIÈRE DANGEREUSE DU POINT DE VUE DE',
        'de l’ONU\tL’ENVIRONNEMENT, LIQUIDE, N.S.A. (2-butoxyethyl acetate;',
        "butylglycol acetate, N,N,N',N'-tetramethyl-4,4'-methylendianiline)",
        '14.3 Classe(s) de danger pour le\t9',
        'transport',
      ),
    );
    expect(t.shippingName).toBe(
      "MATIÈRE DANGEREUSE DU POINT DE VUE DE L’ENVIRONNEMENT, LIQUIDE, N.S.A. (2-butoxyethyl acetate; butylglycol acetate, N,N,N',N'-tetramethyl-4,4'-methylendianiline)",
    );
    // The class label wraps too ("Classe(s) de danger pour le" / "transport").
    expect(t.transportClass).toBe('9');
    // A one-line name keeps the wrapped rest of its label out.
    expect(
      readTransport(lines('14.1 UN number\tUN 1993', '14.2 UN proper shipping name\tFLAMMABLE LIQUID, N.O.S.', 'de l’ONU', '14.3 Class\t3')).shippingName,
    ).toBe('FLAMMABLE LIQUID, N.O.S.');
  });
});
