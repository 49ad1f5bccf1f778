/**
 * Patterns of real sheets behind the section 1, 2 and 14 fields (issue #4, accuracy work): each case is the
 * shape of a sheet the reader once missed, written as the text lines the PDF layer gives.
 */
import { describe, expect, it } from 'vitest';
import { readIdentification } from '../src/fields/identification.js';
import { hCodesFromText } from '../src/fields/statement-texts.js';
import { readTransport } from '../src/fields/transport.js';
import { readDocument } from '../src/read-sds.js';
import { fromPageLines } from '../src/text/document-text.js';
import { sheetFormat } from '../src/sections/sheet-format.js';
import type { SectionSpan } from '../src/types.js';
import { fold } from '../src/text/fold.js';

const lines = (...texts: string[]) => texts.map((text, i) => ({ text, folded: fold(text), page: 1, start: i }));

describe('section 14: UN number', () => {
  it('reads the number given per transport mode under a bare "14.1 UN number" heading', () => {
    const t = readTransport(
      lines(
        'SECTION 14: TRANSPORT INFORMATION',
        '14.1 UN number',
        'ADR\t:\t1197',
        'RID\t:\t1197',
        '14.2 Proper shipping name',
        'ADR\t:\tEXTRACTS, FLAVOURING, LIQUID',
      ),
    );
    expect(t.unNumber).toBe('1197');
    expect(readTransport(lines('14.1 UN-Nummer', 'Landtransport (ADR/RID): UN 1263', '14.2 Versandbezeichnung')).unNumber).toBe('1263');
  });
  it('does not take a number from the next subsection', () => {
    expect(readTransport(lines('14.1 UN number', 'Not regulated', '14.2 Packing instruction', 'IATA\t:\t366')).unNumber).toBeNull();
  });
});

/** Sections 1..16 over a text made of one block per section. */
function sheet(blocks: string[]): { text: string; sections: SectionSpan[] } {
  let text = '';
  const sections: SectionSpan[] = blocks.map((b, i) => {
    const start = text.length;
    text += `${b}\n`;
    return { number: i + 1, title: b.split('\n')[0], page: 1, start, end: text.length };
  });
  return { text, sections };
}
const filler = (n: number) => `SECTION ${n}: heading ${n}\nSome text.`;

describe('sheet format', () => {
  const blocks = (s1: string, s2: string, s8 = '') =>
    Array.from({ length: 16 }, (_, i) => (i === 0 ? s1 : i === 1 ? s2 : i === 7 ? `${filler(8)}\n${s8}` : filler(i + 1)));

  it('follows the classification basis of section 2 over a European group header', () => {
    const { text, sections } = sheet(
      blocks(
        'SAFETY DATA SHEET according to Regulation (EC) No 1907/2006\nSECTION 1: Identification',
        'SECTION 2: Hazards\nAccording to Regulation 2012 OSHA Hazard Communication Standard; 29 CFR Part 1910.1200',
      ),
    );
    expect(sheetFormat(text, sections).format).toBe('us-hazcom');
  });
  it('keeps a REACH sheet that lists US exposure limits European', () => {
    const { text, sections } = sheet(
      blocks(
        'SECTION 1: Identification of the substance/mixture and of the company/undertaking',
        'SECTION 2: Hazards\nClassification according to Regulation (EC) No 1272/2008',
        'acetone OSHA PEL 1000 ppm',
      ),
    );
    expect(sheetFormat(text, sections).format).toBe('eu-reach');
  });
  it('does not take the REACH heading wording alone for a European sheet', () => {
    const { text, sections } = sheet(
      blocks(
        'This safety data sheet complies with GB/T 16483\nSECTION 1: Identification of the substance/mixture and of the company/undertaking\nShanghai, P.R.C.',
        'SECTION 2: Hazards\nGHS Classification',
      ),
    );
    expect(sheetFormat(text, sections).format).toBe('other');
  });
  it('takes a 16-section sheet of a US supplier that cites no regulation for a US sheet', () => {
    const { text, sections } = sheet(
      blocks(
        'SECTION 1: PRODUCT AND COMPANY IDENTIFICATION\nSupplier: INDOFINE Chemical Company, Inc.\n121 Stryker Lane\nHillsborough, NJ 08844',
        'SECTION 2: HAZARDS IDENTIFICATION\nAvoid prolonged exposure.',
      ),
    );
    expect(sheetFormat(text, sections).format).toBe('us-hazcom');
    const mx = sheet(blocks('1. Identification\nBASF Mexicana S.A. de C.V.\nC.P. 03710 Ciudad de México', '2. Hazards Identification'));
    expect(sheetFormat(mx.text, mx.sections).format).toBe('other');
    const ru = sheet(
      blocks(
        '1. Identification\nPepsiCo Inc.\nPurchase, New York 10577 USA',
        '2. Hazard(s) identification\nclassification according to GOST 12.1.007-76 and GHS',
      ),
    );
    expect(sheetFormat(ru.text, ru.sections).format).toBe('other');
  });
});

describe('section headings and page furniture', () => {
  const row = (text: string, y: number, cellX: number[] = [50], edge: false | 'top' | 'bottom' = false) => ({ text, y, cellX, edge });
  it('finds a numbered title wrapped after a dangling word or in capitals over two lines', () => {
    const texts = Array.from(
      { length: 16 },
      (_, i) =>
        `${i + 1}. ${['IDENTIFICATION', 'HAZARDS', 'COMPOSITION', 'FIRST AID', 'FIRE-FIGHTING', 'ACCIDENTAL RELEASE', 'HANDLING', 'EXPOSURE CONTROLS', 'PHYSICAL PROPERTIES', 'STABILITY', 'TOXICOLOGICAL', 'ECOLOGICAL', 'DISPOSAL', 'TRANSPORT', 'REGULATORY', 'OTHER INFORMATION'][i]}`,
    );
    texts[13] = '14. INFORMATIE MET BETREKKING TOT HET\nVERVOER';
    texts[7] = '8. MAATREGELEN TER BEHEERSING VAN\nBLOOTSTELLING/PERSOONLIJKE BESCHERMING';
    const doc = fromPageLines([texts.flatMap((t) => [...t.split('\n'), 'Text.'])]);
    expect(readDocument(doc, null, {}, performance.now()).sections.map((s) => s.number)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });
  it('keeps a statement that ends two pages at nearly the same height, drops the real footer', () => {
    const doc = fromPageLines([
      [
        row('2.2 Label elements', 700),
        row('EUH031\tContact with acids liberates toxic gas.', 755, [50, 120], 'bottom'),
        row('Acme plc\tPage 1 of 2', 799, [50, 400], 'bottom'),
      ],
      [
        row('16. Other information', 700),
        row('EUH031\tContact with acids liberates toxic gas.', 757, [50, 120], 'bottom'),
        row('Acme plc\tPage 2 of 2', 799, [50, 400], 'bottom'),
      ],
    ]);
    expect(doc.lines.filter((l) => l.furniture).map((l) => l.text)).toEqual(['Acme plc\tPage 1 of 2', 'Acme plc\tPage 2 of 2']);
  });
});

describe('section 1: names', () => {
  const row = (text: string, cellX: number[]) => ({ text, y: 0, cellX, edge: false as const });
  const ident = (rows: ReturnType<typeof row>[]) => {
    const doc = fromPageLines([rows]);
    return readIdentification(doc.lines, doc.lines, false, []);
  };
  it('keeps a value that starts with a parenthesis', () => {
    expect(ident([row('Product name\t(S)-4-(3,4-dichlorophenyl)-3,4-dihydro-2H-naphthalen-1-one', [50, 160])]).productName).toBe(
      '(S)-4-(3,4-dichlorophenyl)-3,4-dihydro-2H-naphthalen-1-one',
    );
    expect(ident([row('Product name (trade name): Acetone', [50])]).productName).toBe('Acetone');
  });
  it('continues a value wrapped under its own cell, not the wrapped rest of a label', () => {
    expect(
      ident([row('Product name\tMagnesium hexafluorosilicate technical', [50, 160]), row('grade', [160]), row('Product code\t445189', [50, 160])]).productName,
    ).toBe('Magnesium hexafluorosilicate technical grade');
    expect(ident([row('Product name\tAcetone', [50, 160]), row('grade', [50])]).productName).toBe('Acetone');
  });
  it('adds a legal form cut off a company name by its cell', () => {
    const r = ident([
      row('Lieferant\tLacquer Works Chemicals GmbH & Co.', [50, 160]),
      row('KG', [160]),
      row('Bahnhofstraße 62, 67059 Ludwigshafen,', [160]),
      row('Deutschland', [160]),
    ]);
    expect(r.supplierName).toBe('Lacquer Works Chemicals GmbH & Co. KG');
    expect(r.address).toBe('Bahnhofstraße 62, 67059 Ludwigshafen, Deutschland');
  });
});

describe('section 1: sheets without the usual labels', () => {
  const ident = (texts: string[], s1From: number) => {
    const doc = fromPageLines([texts]);
    return readIdentification(doc.lines.slice(s1From), doc.lines, true, []);
  };
  it('takes the product name from the title block repeated in the page headers', () => {
    const r = ident(
      [
        'Safety data sheet',
        'Methyl Ethyl Ketone 99.5%',
        'Revision date : 2006/01/06',
        '1. Substance/preparation and company identification',
        'Company',
        'BASF CORPORATION',
        'Safety data sheet',
        'Methyl Ethyl Ketone 99.5%',
      ],
      3,
    );
    expect(r.productName).toBe('Methyl Ethyl Ketone 99.5%');
    // Not a line that stands only once, nor the wrapped rest of a regulation line.
    expect(
      ident(
        ['SAFETY DATA SHEET', 'In accordance with US 29 CFR Parts 1910, 1915,', 'and 1926.', 'Grapefruit Flavor', 'SECTION 1. IDENTIFICATION', 'and 1926.'],
        4,
      ).productName,
    ).toBeNull();
  });
  it('reads the company of an old letterhead and "Company identification", and "Issued :" as the date', () => {
    const r = ident(
      [
        'Material Safety Data Sheet',
        'Robertet Flavors, Inc.',
        '10 Colonial Drive * Piscataway, NJ 08854',
        'Material Safety Data Sheet Issued : 04/16/15 Page : 1',
        'SECTION I - IDENTIFICATION',
      ],
      0,
    );
    expect(r.supplierName).toBe('Robertet Flavors, Inc.');
    expect(r.address).toBe('10 Colonial Drive * Piscataway, NJ 08854');
    expect(r.revisionDate).toBe('2015-04-16');
    expect(ident(['1. IDENTIFICATION', 'Company Identification\t: IFF USA FLAVORS (SOUTH BRUNSWICK)', '150 Docks Corner Road'], 0).supplierName).toBe(
      'IFF USA FLAVORS (SOUTH BRUNSWICK)',
    );
  });
  it('reads product codes without a code label, and the version on the revision line', () => {
    expect(ident(['1 IDENTIFICATION', '1.1 Product identifier', '552969 T', 'SOURSOP KEY FLAVOUR', 'Revised on :13-June-2016 / v 6.6'], 0)).toMatchObject({
      productName: 'SOURSOP KEY FLAVOUR',
      productCode: '552969 T',
      version: '6.6',
    });
    expect(ident(['1.1 Product identifier', 'Number\tA13045NQ', 'Product name\tALPHA TERPINEOL'], 0).productCode).toBe('A13045NQ');
    expect(ident(['Product name: Sodium', 'Stock number: 10336'], 0).productCode).toBe('10336');
    expect(
      ident(['SAFETY DATA SHEET', 'NAT LEMONADE TYPE FLV - 1133480', 'Section 1. Identification', 'GHS product identifier\t: NAT LEMONADE TYPE FLV'], 2)
        .productCode,
    ).toBe('1133480');
  });
});

describe('section 2: hazard statements printed as text only', () => {
  it('reads US spelling and short statements, the latter only as whole statements', () => {
    expect(hCodesFromText('Flammable liquid and vapor.\nCauses skin irritation.\nMay intensify fire; oxidizer').sort()).toEqual(['H226', 'H272', 'H315']);
    expect(hCodesFromText('Hazard statements\t: Flammable aerosol.\nMay be corrosive to metals.\nToxic if swallowed.').sort()).toEqual([
      'H223',
      'H290',
      'H301',
    ]);
    expect(hCodesFromText('Keep the flammable aerosol can away from heat and do not pierce it.')).toEqual([]);
  });
});

describe('section 14: values by subsection number', () => {
  const row = (text: string, cellX: number[]) => ({ text, y: 0, cellX, edge: false as const });
  const read = (rows: ReturnType<typeof row>[]) => readTransport(fromPageLines([rows]).lines);
  it('joins a value wrapped beside and under a wrapped label, in any language', () => {
    const t = read([
      row('14.1 Número ONU ou\tUN3082', [50, 150]),
      row('número de ID', [50]),
      row('14.2 Designação\tMATÉRIA PERIGOSA DO PONTO DE VISTA', [50, 150]),
      row('oficial de transporte\tDO AMBIENTE, LÍQUIDA, N.S.A. (mipafox', [50, 150]),
      row('fluoride, chlorotoluron (ISO); 3-(3-chloro-p-', [150]),
      row('tolyl)-1,1-dimethylurea)', [150]),
      row('14.3 Classes de', [50]),
      row('perigo para efeitos de\t9', [50, 150]),
      row('14.4 Grupo de\tIII', [50, 150]),
      row('embalagem', [50]),
      row('14.5 Perigos para o ambiente\tSim', [50, 150]),
    ]);
    expect(t).toMatchObject({ unNumber: '3082', packingGroup: 'III', environmentalHazard: true });
    expect(t.shippingName).toBe(
      'MATÉRIA PERIGOSA DO PONTO DE VISTA DO AMBIENTE, LÍQUIDA, N.S.A. (mipafox fluoride, chlorotoluron (ISO); 3-(3-chloro-p-tolyl)-1,1-dimethylurea)',
    );
  });
  it('reads "label: value" subsections whose label or value wraps', () => {
    const t = readTransport(
      lines(
        '14.1 VN-nummer of ID-nummer: UN 1993',
        '14.2 Juiste ladingnaam overeenkomstig de modelreglementen van',
        'de VN: BRANDBARE VLOEISTOF, N.E.G. (2-isopropylphenyl N-',
        'methylcarbamate)',
        '14.3 Transportgevarenklasse(n): 3',
        '14.4 Verpakkingsgroep: II',
      ),
    );
    expect(t).toMatchObject({
      unNumber: '1993',
      shippingName: 'BRANDBARE VLOEISTOF, N.E.G. (2-isopropylphenyl N-methylcarbamate)',
      transportClass: '3',
      packingGroup: 'II',
    });
  });
});
