import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSupplier } from '../../../test/catalogue-fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { SupplierDirectory } from './supplier-directory.ts';
import { autocompleteSuppliersSql } from './suppliers.repository.ts';

const NAMES = [
  'Chimie Dupont SA',
  'Chemetall GmbH',
  'Chem-Pro Italia S.r.l.',
  'Produits Chimiques de Lyon',
  'Société Générale de Peinture',
  'Sociedad Química Ibérica',
  'Œuvres Techniques',
  'Straßenbau Chemie AG',
  'Laboratoires Privés',
  'BASF SE',
  'Basfield Ltd',
  'Total Energies Lubrifiants',
  'Totalchem',
  'Ecolab',
  'Eco-Lab Services',
  'Henkel AG & Co. KGaA',
  'Henkel France',
  'Ilford Imaging',
  'Kärcher SAS',
  'Karcher Ltd',
  'Würth France',
  '3M France',
  'Zep Italia',
  'Arkema',
  'Arkema France',
  'Akzo Nobel',
];

describe('supplier autocomplete in memory', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    for (const [i, name] of NAMES.entries()) await addSupplier(t, { code: `S${i}`, name });
    // Different catalogue sizes, so "biggest first" has something to order.
    await t.pool.query(`UPDATE suppliers SET document_count = (id * 37) % 11`);
  });
  afterAll(async () => t?.close());

  it('gives the same suppliers in the same order as the SQL reference (prefix, trigrams, contains, accents)', async () => {
    const directory = new SupplierDirectory(t.pool);
    const typedTexts = [
      'c',
      'ch',
      'chi',
      'chim',
      'chem',
      'CHEMIE',
      'chimie',
      'chimi dupon',
      'soci',
      'societe',
      'sociedad quimica',
      'oeuvres',
      'œuv',
      'strassen',
      'privés',
      'prives',
      'basf',
      'bas',
      'total',
      'eco',
      'eco-lab',
      'henkel',
      'karcher',
      'kärcher',
      'wurth',
      '3m',
      'lab',
      'arkema fr',
      'nobel',
      'zzz',
      '%',
      '_',
      'a',
      'ar',
      'e',
      'gmbh',
      'france',
      's.r.l',
    ];
    for (const typed of typedTexts) {
      for (const limit of [8, 20]) {
        const expected = (await autocompleteSuppliersSql(t.pool, typed, limit)).map((s) => s.code);
        const actual = (await directory.autocomplete(typed, limit)).map((s) => s.code);
        expect(actual, `"${typed}" limit ${limit}`).toEqual(expected);
      }
    }
  });

  it('sees a new, renamed or deleted supplier at once (no stale copy between instances)', async () => {
    const directory = new SupplierDirectory(t.pool);
    expect((await directory.autocomplete('zephyr', 8)).map((s) => s.code)).toEqual([]);
    await addSupplier(t, { code: 'ZEPH', name: 'Zephyr Coatings' });
    expect((await directory.autocomplete('zephyr', 8)).map((s) => s.code)).toEqual(['ZEPH']);
    await t.pool.query(`UPDATE suppliers SET name = 'Aquilon Coatings' WHERE code = 'ZEPH'`);
    expect((await directory.autocomplete('zephyr', 8)).map((s) => s.code)).toEqual([]);
    expect((await directory.autocomplete('aquilon', 8)).map((s) => s.code)).toEqual(['ZEPH']);
    await t.pool.query(`DELETE FROM suppliers WHERE code = 'ZEPH'`);
    expect((await directory.autocomplete('aquilon', 8)).map((s) => s.code)).toEqual([]);
  });
});
