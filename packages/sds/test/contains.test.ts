// The PDF cases read text only: OCR stays off (scans have their own test).
process.env.OPENFDS_SDS_OCR = 'off';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readContains } from '../src/fields/contains.js';
import { closeReader, readSds } from '../src/index.js';
import { sharedDir } from '../src/accuracy/shared-data.js';
import { fold } from '../src/text/fold.js';

/**
 * Section 2.2's "Contains" (CLP Art. 18(3), issue #28). The line cases are the text the PDF layer gives for real
 * sheets of ../shared/data/sds-corpus (named on each case); the French, German and Italian wordings, absent from
 * the corpus's sheets, are written from the Annex II 2.2 headings that suppliers print.
 */
const lines = (...texts: string[]) => texts.map((text, i) => ({ text, folded: fold(text), page: 1, start: i }));

afterAll(() => closeReader());

describe('readContains: the components named on the label, from section 2.2', () => {
  it('reads a bulleted list under "Hazardous components which must be listed on the label" (en-eu/bayer/propel-xpro.pdf)', () => {
    const s2 = lines(
      'Hazard label for supply/use required.',
      'Hazardous components which must be listed on the label:',
      '• Bixafen',
      '• Prothioconazole',
      '• Spiroxamine',
      '• N,N-Dimethyl decanamide',
      'Signal word: Danger',
      'Hazard statements',
    );
    expect(readContains(s2)).toEqual(['Bixafen', 'Prothioconazole', 'Spiroxamine', 'N,N-Dimethyl decanamide']);
  });

  it('keeps a name with a comma whole, and leaves out the EUH208 sentence (en-eu/bayer/hamlet.pdf)', () => {
    const s2 = lines(
      'Hazardous components which must be listed on the label:',
      '• Diflufenican',
      '• Mesosulfuron-methyl, sodium salt',
      '• Iodosulfuron-methyl-sodium',
      '• Mefenpyr-diethyl',
      'Signal word: Warning',
      'EUH208\tContains fatty alcohol ethoxylate alkyl ether. May produce an allergic reaction.',
    );
    expect(readContains(s2)).toEqual(['Diflufenican', 'Mesosulfuron-methyl, sodium salt', 'Iodosulfuron-methyl-sodium', 'Mefenpyr-diethyl']);
  });

  it('joins a name wrapped in its cell and drops its CAS number (en/givaudan/givaudan_2.pdf)', () => {
    const s2 = lines(
      'Hazardous components which must be listed on the label:',
      '•\t4-hydroxy-2,5-dimethyl-3(2H)-\t3658-77-3',
      'furanone (= furonol)',
      '2.3 Other hazards',
    );
    expect(readContains(s2)).toEqual(['4-hydroxy-2,5-dimethyl-3(2H)-furanone (= furonol)']);
  });

  it('reads one name a line under "Hazard-determining components of labeling" (en/alfa_aesar/alfa_aesar_3.pdf)', () => {
    expect(readContains(lines('Signal word Danger', 'Hazard-determining components of labeling:', 'Methanol', 'Hazard statements'))).toEqual(['Methanol']);
  });

  it('reads a "Contains:" line (en/exxon_mobil/exxon_mobil_10.pdf)', () => {
    expect(
      readContains(
        lines('P501: Dispose of contents and container in accordance with local regulations.', 'Contains: Pivalic acid', 'Other hazard information:'),
      ),
    ).toEqual(['Pivalic acid']);
  });

  it('leaves out a "Contains:" sentence about sensitisers (en/firmenich/firmenich_9.pdf), hazard statement texts and prose', () => {
    expect(readContains(lines('Contains: Hexenol,Trans-2-,Acetylpropionyl,Methyl Cinnamate,Hexenal. May produce an allergic', 'reaction.'))).toEqual([]);
    // fr/airproducts/171286.pdf, de/airproducts/170891.pdf, it/airproducts/173575.pdf: H280/H281 texts.
    expect(readContains(lines("H280:Contient un gaz sous pression; peut exploser sous l'effet de la chaleur."))).toEqual([]);
    expect(readContains(lines('H281:Enthält tiefkaltes Gas; kann Kälteverbrennungen oder -Verletzungen verursachen.'))).toEqual([]);
    expect(readContains(lines('H280:Contiene gas sotto pressione; può esplodere se riscaldato.'))).toEqual([]);
    // en-eu/bp/3272264.pdf
    expect(readContains(lines('Used engine oil may contain hazardous components which have the potential to cause skin', 'cancer.'))).toEqual([]);
  });

  it('reads the French, German and Italian wordings', () => {
    expect(readContains(lines("Composants dangereux déterminants pour l'étiquetage :", 'acétone', 'acétate d’éthyle', 'Mentions de danger'))).toEqual([
      'acétone',
      'acétate d’éthyle',
    ]);
    expect(readContains(lines('Contient : hydroxyde de sodium ; hypochlorite de sodium', 'Conseils de prudence'))).toEqual([
      'hydroxyde de sodium',
      'hypochlorite de sodium',
    ]);
    expect(readContains(lines('Gefahrbestimmende Komponenten zur Etikettierung: Xylol, Ethylbenzol', 'Gefahrenhinweise'))).toEqual(['Xylol', 'Ethylbenzol']);
    expect(readContains(lines('Enthält: Natriumhydroxid'))).toEqual(['Natriumhydroxid']);
    expect(readContains(lines('Contiene: acido solforico', 'Indicazioni di pericolo'))).toEqual(['acido solforico']);
  });

  it('answers an empty list when section 2.2 names no component', () => {
    expect(readContains(lines('Signal word: Danger', 'Hazard statements', 'H225\tHighly flammable liquid and vapour.'))).toEqual([]);
  });
});

describe('readSds: hazards.contains on real sheets of ../shared/data/sds-corpus', () => {
  const read = async (file: string) => (await readSds(await readFile(join(sharedDir(), 'data', 'sds-corpus', file)), { timeoutMs: 15_000 })).hazards;

  it('en-eu/bayer/propel-xpro.pdf: the four components of its label', async () => {
    expect((await read('en-eu/bayer/propel-xpro.pdf')).contains).toEqual(['Bixafen', 'Prothioconazole', 'Spiroxamine', 'N,N-Dimethyl decanamide']);
  }, 30_000);

  it('en/alfa_aesar/alfa_aesar_3.pdf: methanol; fr/airproducts/171286.pdf: none (H280 says "Contient")', async () => {
    expect((await read('en/alfa_aesar/alfa_aesar_3.pdf')).contains).toEqual(['Methanol']);
    expect((await read('fr/airproducts/171286.pdf')).contains).toEqual([]);
  }, 30_000);
});
