/**
 * Section 14 tables whose text layer gives the label column apart from the value column (issue #23, "NA numbers
 * given in a table whose label and value sit far apart"): the corpus sheet that showed it, and the rule's limits.
 */
process.env.OPENFDS_SDS_OCR = 'off';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusEnDir } from '../src/accuracy/shared-data.js';
import { readTransport } from '../src/fields/transport.js';
import { closeReader, readSds } from '../src/index.js';
import { fold } from '../src/text/fold.js';

const lines = (page: number, ...texts: string[]) => texts.map((text, i) => ({ text, folded: fold(text), page, start: i }));

afterAll(() => closeReader());

describe('section 14: a table split into its label column and its value column', () => {
  it('reads the NA number of ungerer_7, whose labels are extracted above the section heading', async () => {
    // "DOT / BULK PACKAGING / NA Number / Proper shipping name / ..." end section 13 in the text layer;
    // "14. TRANSPORT INFORMATION / 1993 / Combustible liquid, n.o.s. (Ethyl alcohol) / 3 / III" follow.
    const reading = await readSds(await readFile(join(corpusEnDir(), 'ungerer/ungerer_7.pdf')));
    expect(reading.transport.unNumber).toBe('1993');
  });

  it('pairs a bare number label with the first bare number of the section, above or inside it', () => {
    const before = lines(4, '13. DISPOSAL CONSIDERATIONS', 'Do not re-use empty containers.', 'DOT', 'NA Number', 'Proper shipping name', 'Packing Group');
    const s14 = lines(4, '14. TRANSPORT INFORMATION', '1993', 'Combustible liquid, n.o.s. (Ethyl alcohol)', '3', 'III');
    expect(readTransport(s14, before).unNumber).toBe('1993');
    // Labels after the values, inside the section.
    expect(readTransport(lines(4, '14. TRANSPORT INFORMATION', '1170', 'Ethanol', 'UN No.', 'Proper shipping name')).unNumber).toBe('1170');
  });

  it('takes no bare number without its label, nor a label from another page', () => {
    const s14 = lines(4, '14. TRANSPORT INFORMATION', '2017', 'Not regulated');
    expect(readTransport(s14, lines(4, '13. DISPOSAL CONSIDERATIONS', 'Dispose of contents.')).unNumber).toBeNull();
    expect(readTransport(s14, lines(3, 'NA Number')).unNumber).toBeNull();
    // A label with its own value on the line is not a split table.
    expect(readTransport(s14, lines(4, 'NA Number: not applicable')).unNumber).toBeNull();
  });
});
