import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../../test/pdf-text.ts';
import { assessIcpe, type IcpeProduct } from './icpe-assessment.ts';
import { icpeReportContent, renderIcpeReport, type IcpeSiteReport, type ReportBlock } from './icpe-report-pdf.ts';

/** The Quick-ICPE PDF report's content builder (issue #28), on the cumulation example. */
const products: IcpeProduct[] = [
  { document_code: 'TOX1', hazard_classes: [{ class: 'Acute Tox.', category: '1' }], h_statements: ['H330'], state: 'liquid', quantity: 3, unit: 't' },
  { document_code: 'TOX2', hazard_classes: [{ class: 'Acute Tox.', category: '2' }], h_statements: ['H300'], state: 'solid', quantity: 30_000, unit: 'kg' },
];
const site: IcpeSiteReport = {
  site: 'Lyon',
  ...assessIcpe(products),
  inputs: [
    {
      document_code: 'TOX1',
      product_name: 'Toxic liquid',
      area: 'Store A',
      quantity: 3,
      unit: 't',
      state: 'liquid',
      state_from: 'section_9',
      hazards: ['Acute Tox. 1', 'H330'],
      hazards_from: 'section_2',
      density: null,
      density_from: null,
    },
    {
      document_code: 'TOX2',
      product_name: 'Toxic solid',
      area: 'Yard',
      quantity: 30_000,
      unit: 'kg',
      state: 'solid',
      state_from: 'inventory',
      hazards: ['Acute Tox. 2', 'H300'],
      hazards_from: 'section_2',
      density: null,
      density_from: null,
    },
  ],
};
const day = new Date('2026-11-28T10:00:00Z');
const block = (blocks: ReportBlock[], heading: string) => blocks.find((b) => b.heading === heading)!;

describe('icpeReportContent', () => {
  it('holds the rubriques with régime and margin, Seveso by cumulation with Sa, Sb, Sc, the products with their sources, the source', () => {
    const content = icpeReportContent(site, 'en', day);
    expect(content.subtitle).toBe('Establishment: Lyon - Made on 2026-11-28');
    const rubriques = block(content.blocks, 'Rubriques 4xxx and régimes');
    expect('rows' in rubriques && rubriques.rows.map((r) => [r[0].slice(0, 4), r[2]])).toEqual([
      ['4001', 'A'],
      ['4110', 'A'],
      ['4120', 'D'],
    ]);
    const r4120 = 'rows' in rubriques ? rubriques.rows.find((r) => r[0].startsWith('4120'))! : [];
    // 30 t of 4120 is D; authorisation (A) starts at 50 t: a margin of 20 t.
    expect([r4120[3], r4120[4], r4120[5], r4120[6]]).toEqual(['30', 'A', '20', 'TOX2']);
    const seveso = block(content.blocks, 'Seveso status');
    expect('lines' in seveso && seveso.lines).toEqual([
      'Seveso status: Lower tier (by the cumulation rule)',
      'Direct rule (R511-11 I): none',
      'Cumulation rule (R511-11 II), lower thresholds: Sa = 1.2, Sb = 0, Sc = 0',
      'Cumulation rule (R511-11 II), upper thresholds: Sa = 0.3, Sb = 0, Sc = 0',
    ]);
    const inputs = block(content.blocks, 'Products and where each figure came from');
    expect('rows' in inputs && inputs.rows[1]).toEqual([
      'Toxic solid (TOX2)',
      'Yard',
      '30,000 kg (inventory)',
      'solid (inventory)',
      'Acute Tox. 2, H300 (SDS section 2)',
      '-',
    ]);
    const source = block(content.blocks, 'Source');
    expect('lines' in source && source.lines.join('\n')).toContain('Licence: Licence Ouverte / Open Licence (Etalab)');
    expect('lines' in source && source.lines).toContain('Not confirmed: transcribed from the 2015 text, not yet checked against the text in force.');
  });

  it('speaks the four languages', () => {
    expect(icpeReportContent(site, 'fr', day).blocks.map((b) => b.heading)[0]).toBe('Rubriques 4xxx et régimes');
    expect(icpeReportContent(site, 'de', day).title).toBe('Quick-ICPE: Standortbericht');
    const it = icpeReportContent(site, 'it', day);
    expect(it.blocks.find((b) => b.heading === 'Stato Seveso')).toMatchObject({
      lines: expect.arrayContaining(['Stato Seveso: Soglia inferiore (con la regola di cumulo)']),
    });
  });

  it('draws it as a PDF whose text says the same', async () => {
    const text = pdfText(await renderIcpeReport(icpeReportContent(site, 'en', day), 'en'));
    expect(text).toContain('Quick-ICPE: establishment report');
    expect(text).toContain('Seveso status: Lower tier (by the cumulation rule)');
    expect(text).toContain('Cumulation rule (R511-11 II), lower thresholds: Sa = 1.2, Sb = 0, Sc = 0');
  });
});
