import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHIPPED_DIR, SHIPPED_LIST_FILES } from '../regulatory-files.ts';
import { IMPORTERS } from './index.ts';
import { ListFileFormatError } from './parsed-list.ts';
import { cmrCategories } from './cmr.ts';
import { splitGroupName } from './echa-groups.ts';

const read = (name: string) => fs.readFileSync(path.join(SHIPPED_DIR, name));

/** A small xlsx workbook: one sheet per entry, rows of text cells (row 1 first). */
async function workbook(sheets: Record<string, (string | null)[][]>): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  for (const [name, rows] of Object.entries(sheets)) book.addWorksheet(name).addRows(rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('ECHA candidate list importer', () => {
  it('reads the shipped export of 22 Feb 2026: 253 entries, group members, reasons and the export date', async () => {
    const list = await IMPORTERS.candidate_list.parse(read(SHIPPED_LIST_FILES.candidate_list!));
    expect(list.entries).toHaveLength(253);
    expect(new Set(list.entries.map((e) => e.entryKey)).size).toBe(253);
    // The version is the export's date (sheet "criteria"), not the newest inclusion (4 Feb 2026).
    expect(list.publicationDate).toBe('2026-02-22');
    const dbdpe = list.entries.find((e) => e.cas === '84852-53-9')!;
    expect(dbdpe).toMatchObject({ ec: '284-366-9', inclusionDate: '2025-11-05', reason: 'vPvB (Article 57e)' });
    // A group entry's member rows are its members, not entries of their own.
    const bisphenolAf = list.entries.find((e) => e.name.endsWith('diphenol and its salts') && e.inclusionDate === '2026-02-04')!;
    expect(bisphenolAf.cas).toBeNull();
    expect(bisphenolAf.groupRule?.cas).toContain('1478-61-1');
    expect(list.entries.some((e) => e.cas === '1478-61-1')).toBe(false);
    // Several reasons, joined with "#" by ECHA, are kept one by one.
    const pfhpa = list.entries.find((e) => e.name === 'Perfluoroheptanoic acid and its salts')!;
    expect(pfhpa.details.reasons).toEqual(expect.arrayContaining(['PBT (Article 57d)', 'vPvB (Article 57e)']));
  });

  it('accepts the CSV export with the same columns and refuses another file', async () => {
    const full = Buffer.from(
      'Substance name,EC No.,CAS No.,Date of inclusion,Reason for inclusion,Decision,IUCLID dataset\n' +
        'Diisobutyl phthalate,201-553-2,84-69-5,19-Dec-2008,Toxic for reproduction (Article 57c),ED/67/2008,\n' +
        '"Sodium dichromate",234-190-3,"10588-01-9, 7789-12-0",28-Oct-2008,"Carcinogenic (Article 57a)",ED/67/2008,\n',
    );
    const list = await IMPORTERS.candidate_list.parse(full);
    // In the CSV export every row is an entry, even when two share a decision.
    expect(list.entries.map((e) => e.cas)).toEqual(['84-69-5', '10588-01-9']);
    expect(list.entries[1].otherCas).toEqual(['7789-12-0']);
    expect(list.publicationDate).toBe('2008-12-19');
    await expect(IMPORTERS.candidate_list.parse(read('iarc-monographs.tsv'))).rejects.toBeInstanceOf(ListFileFormatError);
    await expect(IMPORTERS.candidate_list.parse(read(SHIPPED_LIST_FILES.annex_xvii!))).rejects.toBeInstanceOf(ListFileFormatError);
  });
});

describe('Annex XIV importer', () => {
  it('reads entry 01 musk xylene with its dates', async () => {
    const list = await IMPORTERS.annex_xiv.parse(read('reach-annex-xiv.csv'));
    expect(list.entries).toHaveLength(50);
    const musk = list.entries.find((e) => e.entryNumber === '01')!;
    expect(musk.name).toContain('Musk xylene');
    expect(musk.cas).toBe('81-15-2');
    expect(musk.ec).toBe('201-329-4');
    expect(musk.latestApplicationDate).toBe('2013-02-21');
    expect(musk.sunsetDate).toBe('2014-08-21');
    expect(musk.reason).toBe('vPvB (Article 57e)');
    // Entry 03 (HBCDD) is a group: its members' CAS numbers come out of the show/hide text.
    const hbcdd = list.entries.find((e) => e.entryNumber === '03')!;
    expect(hbcdd.cas).toBeNull();
    expect(hbcdd.groupRule?.cas).toEqual(expect.arrayContaining(['3194-55-6', '25637-99-4', '134237-50-6']));
    // Entry 18 lists two CAS numbers in one cell.
    const dichromate = list.entries.find((e) => e.entryNumber === '18')!;
    expect([dichromate.cas, ...dichromate.otherCas]).toEqual(['10588-01-9', '7789-12-0']);
  });
});

describe('Annex XVII importer', () => {
  it('reads the shipped export of 22 Feb 2026: 78 entries with their member rows as group rules', async () => {
    const list = await IMPORTERS.annex_xvii.parse(read(SHIPPED_LIST_FILES.annex_xvii!));
    expect(list.entries).toHaveLength(78);
    expect(list.publicationDate).toBe('2026-02-22');
    const benzene = list.entries.find((e) => e.entryNumber === '05')!;
    expect(benzene).toMatchObject({ name: 'Benzene', cas: '71-43-2', ec: '200-753-7' });
    const asbestos = list.entries.find((e) => e.entryNumber === '06')!;
    expect(asbestos.name).toBe('Asbestos fibres');
    expect(asbestos.groupRule?.cas).toContain('77536-66-4');
    const mercuryCompounds = list.entries.find((e) => e.entryNumber === '18')!;
    expect(mercuryCompounds.cas).toBeNull();
    expect(mercuryCompounds.groupRule?.name_contains).toContain('mercur');
    const cadmium = list.entries.find((e) => e.entryNumber === '23')!;
    expect(cadmium.groupRule?.name_contains).toContain('cadmi');
    expect(cadmium.groupRule?.cas?.length).toBeGreaterThan(200);
    expect(list.entries.find((e) => e.entryNumber === '63')?.groupRule?.cas).toContain('7439-92-1');
    expect(list.entries.find((e) => e.entryNumber === '82')?.name).toBe('Per- and polyfluoroalkyl substances (PFAS)');
    expect(list.entries.find((e) => e.entryNumber === '03')?.name).not.toMatch(/See group members/);
    expect(list.entries.map((e) => e.entryNumber)).toContain('18a');
  });

  it('refuses the Annex XIV table, whose first columns are the same', async () => {
    await expect(IMPORTERS.annex_xvii.parse(read('reach-annex-xiv.csv'))).rejects.toThrow(/another list: Sunset Date/);
  });

  it('splits ECHA group cells into a name and members', () => {
    const { name, members } = splitGroupName(
      'Benzidine and its salts show/hide Salts of benzidine EC No.: - | CAS No.: - Benzidine EC No.: 202-199-1 | CAS No.: 92-87-5',
    );
    expect(name).toBe('Benzidine and its salts');
    expect(members).toEqual([
      { name: 'Salts of benzidine', ec: null, cas: null },
      { name: 'Benzidine', ec: '202-199-1', cas: '92-87-5' },
    ]);
  });
});

describe('Annex XIV recommendations importer', () => {
  it('reads the shipped authorisation-process export: 126 processes, their round, stage and conclusion date', async () => {
    const list = await IMPORTERS.authorisation_recommendations.parse(read(SHIPPED_LIST_FILES.authorisation_recommendations!));
    expect(list.entries).toHaveLength(126);
    expect(new Set(list.entries.map((e) => e.entryKey)).size).toBe(126);
    // The newest event of the export: the 13th draft recommendation's consultation.
    expect(list.publicationDate).toBe('2026-02-02');
    const lead = list.entries.find((e) => e.cas === '7439-92-1')!;
    expect(lead).toMatchObject({ entryNumber: '11th recommendation', inclusionDate: '2023-04-12', reason: 'Toxic for reproduction (Article 57c)' });
    expect(lead.details).toMatchObject({ status: 'Ongoing' });
    // A draft has no conclusion yet: no date of recommendation.
    const bumetrizole = list.entries.find((e) => e.cas === '3896-11-5')!;
    expect(bumetrizole).toMatchObject({ entryNumber: '13th recommendation', inclusionDate: null });
    expect(bumetrizole.details.stage).toMatch(/^Start consultation/);
  });
});

describe('CLP Annex VI and CMR importers', () => {
  it('reads the shipped ATP 23 table: 4,441 entries named by the act that made it', async () => {
    const list = await IMPORTERS.clp_annex_vi.parse(read(SHIPPED_LIST_FILES.clp_annex_vi!));
    expect(list.entries).toHaveLength(4441);
    expect(list.label).toBe('ATP 23 (Regulation (EU) 2025/1222)');
    const hydrogen = list.entries.find((e) => e.indexNumber === '001-001-00-9')!;
    expect(hydrogen).toMatchObject({ name: 'hydrogen', cas: '1333-74-0', ec: '215-605-7' });
    expect(hydrogen.classification).toEqual(['Flam. Gas 1', 'Press. Gas']);
    expect(list.entries.find((e) => e.indexNumber === '001-003-00-X')?.name).toBe('sodium hydride');
    const formaldehyde = list.entries.find((e) => e.indexNumber === '605-001-00-5')!;
    expect(formaldehyde.classification).toEqual(expect.arrayContaining(['Carc. 1B', 'Muta. 2', 'Skin Sens. 1A']));
    expect(formaldehyde.details).toMatchObject({ atp: 'ATP22' });
  }, 30_000);

  it('derives the CMR list from Carc./Muta./Repr. 1A/1B', async () => {
    const list = await IMPORTERS.cmr.parse(read(SHIPPED_LIST_FILES.cmr!));
    expect(list.entries).toHaveLength(1150);
    const beryllium = list.entries.find((e) => e.indexNumber === '004-001-00-7')!;
    expect(beryllium.classification).toEqual(['Carc. 1B']);
    expect(list.entries.some((e) => e.indexNumber === '001-001-00-9')).toBe(false);
    expect(cmrCategories(['Carc. 2', 'Repr. 1B', 'Muta. 1A *', 'Acute Tox. 3'])).toEqual(['Repr. 1B', 'Muta. 1A']);
  }, 30_000);

  it("reads ECHA's workbooks in both layouts: ATP 21 and later, and up to ATP 20", async () => {
    const atp21 = await workbook({
      ATP23: [
        ['DISCLAIMER: This is an unofficial excel table'],
        [],
        [
          'Index No',
          'ATP',
          'CELEX',
          'Chemical Name',
          'EC No',
          'CAS No',
          'Hazard Class and Category Code(s)',
          'Classification Hazard Statement Code(s)',
          'Labelling Pictogram, Signal Word Code(s)',
          'Labelling Hazard Statement Code(s)',
          'Labelling Suppl. Hazard Statement Code(s)',
          'M, SCL, ATE',
          'Notes',
          'Comment',
        ],
        [
          '082-014-00-7',
          'ATP21',
          '32024R0197',
          'lead massive',
          '231-100-4',
          '7439-92-1',
          'Repr. 1A\nLact.\nAquatic Chronic 1',
          'H360FD\nH362\nH410',
          'GHS08\nGHS09\nDgr',
          'H360FD\nH362\nH410',
          null,
          null,
          null,
          null,
        ],
      ],
      // ECHA names it "History", a name exceljs cannot write; the reader skips any sheet named so.
      'History of entries': [
        ['Index No', 'ATP'],
        ['082-014-00-7', 'ATP01'],
      ],
    });
    const list = await IMPORTERS.clp_annex_vi.parse(atp21);
    expect(list.label).toBe('ATP 21 (Regulation (EU) 2024/197)');
    expect(list.entries).toEqual([
      expect.objectContaining({
        indexNumber: '082-014-00-7',
        name: 'lead massive',
        cas: '7439-92-1',
        classification: ['Repr. 1A', 'Lact.', 'Aquatic Chronic 1'],
      }),
    ]);
    const atp17 = await workbook({
      Table: [
        [
          'Index No',
          'International Chemical Identification',
          'EC No',
          'CAS No',
          'Classification',
          null,
          'Labelling',
          null,
          null,
          'Specific Conc. Limits, M-factors',
          'Notes',
          'ATP inserted/ATP Updated',
        ],
        ['601-020-00-8', 'benzene', '200-753-7', '71-43-2', 'Carc. 1A\nMuta. 1B', 'H350\nH340', 'GHS08\nDgr', null, null, null, null, 'ATP17'],
      ],
    });
    const old = await IMPORTERS.cmr.parse(atp17);
    expect(old.label).toBe('ATP 17');
    expect(old.entries.map((e) => [e.name, e.classification])).toEqual([['benzene', ['Carc. 1A', 'Muta. 1B']]]);
  });
});

describe('IARC importer', () => {
  it('maps the group codes 1, 11, 12 and 3', async () => {
    const list = await IMPORTERS.iarc.parse(read('iarc-monographs.tsv'));
    expect(list.entries).toHaveLength(863);
    expect(list.entries.find((e) => e.cas === '50-00-0')).toMatchObject({ name: 'Formaldehyde', reason: '1' });
    expect(list.entries.find((e) => e.cas === '50-06-6')?.reason).toBe('2B');
    const groups = new Set(list.entries.map((e) => e.reason));
    expect([...groups].sort()).toEqual(['1', '2A', '2B', '3']);
  });
});

describe('importers of our documented CSV formats', () => {
  it('read the documented authorisation-recommendation format', async () => {
    const csv =
      'Substance name,EC No.,CAS No.,Recommendation round,Date of recommendation,Intrinsic property\n' +
      'Example substance,200-001-8,50-00-0,11th,2023-04-12,Carcinogenic (Article 57a)\n';
    const list = await IMPORTERS.authorisation_recommendations.parse(Buffer.from(csv));
    expect(list.entries[0]).toMatchObject({ cas: '50-00-0', entryNumber: '11th', inclusionDate: '2023-04-12' });
  });

  it('read the documented VLEP format and skip rows without a valid status', async () => {
    const csv = 'Substance name,CAS No.,EC No.,VLEP 8h mg/m3,Status\nSubstance A,50-00-0,200-001-8,1,contraignante\nSubstance B,64-17-5,,2,unknown\n';
    const list = await IMPORTERS.vlep_fr.parse(Buffer.from(csv));
    expect(list.entries).toHaveLength(1);
    expect(list.entries[0].details).toEqual({ status: 'contraignante', values: { 'vlep 8h mg/m3': '1' } });
    expect(list.warnings).toHaveLength(1);
  });
});
