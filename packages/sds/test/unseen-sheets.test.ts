/**
 * Issue #15, the reader on sheets it was never tuned on: one case per general cause found on the hand-labelled EU
 * sheets (test/fixtures/eu) and the held-back English ones, written as small synthetic text lines.
 */
import { describe, expect, it } from 'vitest';
import { readHazards } from '../src/fields/hazards.js';
import { readIdentification } from '../src/fields/identification.js';
import { readTransport } from '../src/fields/transport.js';
import type { TextLine } from '../src/text/document-text.js';
import { fold } from '../src/text/fold.js';
import { ocrLanguageArg } from '../src/text/ocr.js';

const lines = (...texts: string[]): TextLine[] => texts.map((text, i) => ({ text, folded: fold(text), page: 1, start: i }));
const ident = (...texts: string[]) => readIdentification(lines(...texts), lines(...texts), false, []);

describe('section 1.1 and 1.3 labels wrapped over several lines, the value in the first line', () => {
  it('reads the product identifier in the seven languages', () => {
    expect(ident('RUBRIQUE 1: Identification', '1.1. Identificateur de\t:\tNéon', 'produit', 'Numéro CAS\t:\t7440-01-9').productName).toBe('Néon');
    expect(ident('SEZIONE 1: identificazione', '1.1. Identificatore del\t:\tAzoto', 'prodotto').productName).toBe('Azoto');
    expect(ident('SECCIÓN 1: Identificación', '1.1. Identificador del\t:\tDióxido de carbono', 'producto').productName).toBe('Dióxido de carbono');
    expect(ident('SECÇÃO 1: Identificação', '1.1. Identificador do\t:\tEtileno', 'produto').productName).toBe('Etileno');
  });
  it('reads the supplier beside a 1.3 heading wrapped over three or four lines', () => {
    expect(ident('RUBRIQUE 1', '1.3. Renseignements\t:\tAIR PRODUCTS SAS', 'concernant le fournisseur\tBat 270 45 avenue Victor Hugo', 'de la fiche de données de\t93534 AUBERVILLIERS', 'sécurité').supplierName).toBe('AIR PRODUCTS SAS');
    expect(ident('ABSCHNITT 1', '1.3. Einzelheiten zum\t:\tAir Products GmbH', 'Lieferanten, der das\tHüttenstr. 50', 'Sicherheitsdatenblatt\t45527 Hattingen', 'bereitstellt').supplierName).toBe('Air Products GmbH');
    expect(ident('SEZIONE 1', '1.3. Informazioni sul\t:\tAir Products Italia Srl', 'fornitore della scheda di\tVia Gioberti 1', 'dati di sicurezza').supplierName).toBe('Air Products Italia Srl');
    expect(ident('Sección 1.', 'Fabricante / Importador /\t:\tIndura Argentina S.A.', 'Distribuidor\tRivadavia 50').supplierName).toBe('Indura Argentina S.A.');
  });
});

describe('section 1: a date label wrapped around its date, a version only in section 16, the company under the 1.3 heading', () => {
  it('reads them', () => {
    const r = ident('RUBRIEK 1: Identificatie', 'Productnaam\tAutran MBX', 'Versie 5.01\tDatum van 27 oktober 2020\tOpmaak België', 'uitgave', 'RUBRIEK 2');
    expect(r.revisionDate).toBe('2020-10-27');
    const u = ident('1. Identification', 'Product name\tOMO', '1.3 Details of the supplier of the safety data sheet', 'Unilever South Africa (Pty) Ltd', '15 Nollsworth Crescent', 'Supplier', 'Telephone number\t0860 572 908', 'Hours of operation', '16. Other information', 'Version', '01');
    expect(u.supplierName).toBe('Unilever South Africa (Pty) Ltd');
    expect(u.version).toBe('01');
    // "Company" alone under the heading is a label, not the company.
    expect(ident('1. Identification', 'Details of the supplier of the safety data sheet', 'Company', 'Fisher Scientific', 'One Reagent Lane').supplierName).toBe('Fisher Scientific');
  });
  it('does not take the end of a wrapped label ("Tactile warning of" / "danger") as the signal word', () => {
    expect(readHazards(lines('2.2 Label elements', 'Tactile warning of\tNot applicable.', 'danger', '2.3 Other hazards')).signalWord).toBeNull();
  });
});

describe('product names', () => {
  it('joins a name wrapped in its value column, whatever its case', () => {
    const l = lines('SECTION 1: Identification', 'Product name\tFRESHLINE ® 30% CO2', 'IN N2', 'Product code\t1234');
    l[1].cellX = [40, 160];
    l[2].cellX = [160];
    l[3].cellX = [40, 160];
    expect(readIdentification(l, l, false, []).productName).toBe('FRESHLINE ® 30% CO2 IN N2');
  });
  it('takes a name printed without a label under the section 1 title, and never a stray word', () => {
    expect(ident('SECTION 1: IDENTIFICATION OF THE SUBSTANCE AND OF THE COMPANY', 'ACME DEGREASER 5', '1.2 Relevant identified uses', 'Cleaning agent').productName).toBe('ACME DEGREASER 5');
    expect(ident('SECTION 1: IDENTIFICATION', 'Product name\tor', '1.2 Uses\tCleaning').productName).toBeNull();
  });
});

describe('section 2: signal word labels in the other languages', () => {
  it('reads plural and Italian/Spanish labels', () => {
    expect(readHazards(lines("Mentions d'avertissement Attention", 'H280:Contient un gaz sous pression')).signalWord).toBe('warning');
    expect(readHazards(lines('Parola segnaletica: Pericolo')).signalWord).toBe('danger');
    expect(readHazards(lines('Palabras de advertencia Atención')).signalWord).toBe('warning');
  });
});

describe('section 14: UN numbers written "UN#:" and North American NA numbers', () => {
  it('reads them', () => {
    expect(readTransport(lines('SECTION 14: TRANSPORT INFORMATION', 'DOT', 'UN#: 1180', 'Proper shipping name: Ethyl butyrate')).unNumber).toBe('1180');
    expect(readTransport(lines('SECTION 14: TRANSPORT INFORMATION', 'DOT (US)', 'NA 1993, Combustible liquid, n.o.s., 3, III')).unNumber).toBe('1993');
    expect(readTransport(lines('14.1 UN/NA number\tNA1993')).unNumber).toBe('1993');
  });
});

describe('OCR: the sheet language pack', () => {
  const packs = new Set(['eng', 'fra', 'deu', 'ita', 'spa', 'nld', 'por', 'osd']);
  it('reads in English until the language is known, then with its pack', () => {
    expect(ocrLanguageArg(null, packs)).toBe('eng');
    expect(ocrLanguageArg('fr', packs)).toBe('fra+eng');
    expect(ocrLanguageArg('en', packs)).toBe('eng');
    expect(ocrLanguageArg('pt', new Set(['eng']))).toBe('eng');
    expect(ocrLanguageArg(null, new Set())).toBeNull();
  });
});

describe('OCR of a scanned corpus sheet (CI installs tesseract-ocr and its packs: .ci/run)', () => {
  it('reads the scan with tesseract when installed, else flags it unreadable', async () => {
    const { readFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const { corpusEnDir } = await import('../src/accuracy/shared-data.js');
    const { closeReader, readSds } = await import('../src/index.js');
    const { tesseractAvailable } = await import('../src/text/ocr.js');
    const available = await tesseractAvailable();
    if (process.env.CI) expect(available, 'tesseract must be installed in CI').toBe(true);
    const r = await readSds(await readFile(join(corpusEnDir(), 'ungerer/ungerer_2.pdf')), { timeoutMs: 150_000 });
    await closeReader();
    const flag = r.conformity.find((c) => c.flag === 'unreadable');
    expect(flag).toBeDefined();
    if (available) {
      expect(flag!.evidence).toMatch(/OCR/);
      expect(r.identification.supplierName).toBe('UNGERER & COMPANY');
    } else {
      expect(flag!.evidence).toMatch(/no text layer/);
    }
  }, 180_000);
});
