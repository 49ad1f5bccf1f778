import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_DIR, SHIPPED_DIR } from '../regulatory-files.ts';
import { IMPORTERS } from './index.ts';
import { ListFileFormatError } from './parsed-list.ts';
import { cmrCategories } from './cmr.ts';
import { splitGroupName } from './echa-groups.ts';

// The shared reference data (../shared/data/regulatory from the repo root) in CI; the repository's copy of the
// same files otherwise.
const dir = fs.existsSync(SHARED_DIR) ? SHARED_DIR : SHIPPED_DIR;
const read = (name: string) => fs.readFileSync(path.join(dir, name));

describe('ECHA candidate list importer', () => {
  it('reads every row of the shared file with identifiers, dates and reasons', async () => {
    const list = await IMPORTERS.candidate_list.parse(read('svhc-candidate-list.csv'));
    expect(list.entries).toHaveLength(50);
    const dbdpe = list.entries.find((e) => e.cas === '84852-53-9')!;
    expect(dbdpe.ec).toBe('284-366-9');
    expect(dbdpe.inclusionDate).toBe('2025-11-05');
    expect(dbdpe.reason).toBe('vPvB (Article 57e)');
    expect(list.publicationDate).toBe('2025-11-05');
    // A row without CAS ("-") keeps its EC number as its identity.
    const reactiveBrown = list.entries.find((e) => e.ec === '466-490-7')!;
    expect(reactiveBrown.cas).toBeNull();
    expect(reactiveBrown.entryKey).toBe('ec:466-490-7');
    expect(new Set(list.entries.map((e) => e.entryKey)).size).toBe(50);
  });

  it('accepts the full ECHA export with the same columns and refuses another file', async () => {
    const full = Buffer.from(
      'Substance name,EC No.,CAS No.,Date of inclusion,Reason for inclusion,Decision,IUCLID dataset\n' +
        'Diisobutyl phthalate,201-553-2,84-69-5,19-Dec-2008,Toxic for reproduction (Article 57c),ED/67/2008,\n' +
        '"Sodium dichromate",234-190-3,"10588-01-9, 7789-12-0",28-Oct-2008,"Carcinogenic (Article 57a)",ED/67/2008,\n',
    );
    const list = await IMPORTERS.candidate_list.parse(full);
    expect(list.entries.map((e) => e.cas)).toEqual(['84-69-5', '10588-01-9']);
    expect(list.entries[1].otherCas).toEqual(['7789-12-0']);
    await expect(IMPORTERS.candidate_list.parse(read('iarc-monographs.tsv'))).rejects.toBeInstanceOf(ListFileFormatError);
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
  it('reads entries, group members and the name rules of group entries without CAS', async () => {
    const list = await IMPORTERS.annex_xvii.parse(read('reach-annex-xvii.csv'));
    expect(list.entries).toHaveLength(50);
    const benzene = list.entries.find((e) => e.entryNumber === '05')!;
    expect(benzene).toMatchObject({ name: 'Benzene', cas: '71-43-2', ec: '200-753-7' });
    const asbestos = list.entries.find((e) => e.entryNumber === '06')!;
    expect(asbestos.name).toBe('Asbestos fibres');
    expect(asbestos.groupRule?.cas).toContain('12001-29-5');
    const mercuryCompounds = list.entries.find((e) => e.entryNumber === '18')!;
    expect(mercuryCompounds.cas).toBeNull();
    expect(mercuryCompounds.groupRule?.name_contains).toContain('mercur');
    const cadmium = list.entries.find((e) => e.entryNumber === '23')!;
    expect(cadmium.groupRule?.name_contains).toContain('cadmi');
    expect(cadmium.groupRule?.cas?.length).toBeGreaterThan(5);
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

describe('CLP Annex VI and CMR importers', () => {
  it('reads table 3 of ATP 17, index numbers with an X check character included', async () => {
    const list = await IMPORTERS.clp_annex_vi.parse(read('clp-annex-vi-atp17-en.xlsx'));
    expect(list.entries).toHaveLength(4334);
    expect(list.label).toBe('ATP 17');
    const hydrogen = list.entries.find((e) => e.indexNumber === '001-001-00-9')!;
    expect(hydrogen).toMatchObject({ name: 'hydrogen', cas: '1333-74-0', ec: '215-605-7' });
    expect(hydrogen.classification).toEqual(['Flam. Gas 1', 'Press. Gas']);
    expect(list.entries.find((e) => e.indexNumber === '001-003-00-X')?.name).toBe('sodium hydride');
    const beryllium = list.entries.find((e) => e.indexNumber === '004-001-00-7')!;
    expect(beryllium.classification).toContain('Carc. 1B');
  }, 30_000);

  it('derives the CMR list from Carc./Muta./Repr. 1A/1B', async () => {
    const list = await IMPORTERS.cmr.parse(read('clp-annex-vi-atp17-en.xlsx'));
    expect(list.entries).toHaveLength(1092);
    const beryllium = list.entries.find((e) => e.indexNumber === '004-001-00-7')!;
    expect(beryllium.classification).toEqual(['Carc. 1B']);
    expect(list.entries.some((e) => e.indexNumber === '001-001-00-9')).toBe(false);
    expect(cmrCategories(['Carc. 2', 'Repr. 1B', 'Muta. 1A *', 'Acute Tox. 3'])).toEqual(['Repr. 1B', 'Muta. 1A']);
  }, 30_000);
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

describe('importers of lists without shipped data', () => {
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
