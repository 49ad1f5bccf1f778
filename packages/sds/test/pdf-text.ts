import { inflateSync } from 'node:zlib';

/**
 * Test helper: the text a pdfkit PDF draws, one string per text-showing operator, and its page count. Only for
 * checking generated sheets (pdfkit writes standard-font text as WinAnsi hex strings in Flate streams); the sheet
 * reader has its own, complete PDF text extraction.
 */
const WIN_ANSI_HIGH: Record<number, string> = { 0x80: '€', 0x8c: 'Œ', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—', 0x9c: 'œ' };

function decodeHex(hex: string): string {
  let out = '';
  for (let i = 0; i < hex.length; i += 2) {
    const byte = parseInt(hex.slice(i, i + 2), 16);
    out += WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte);
  }
  return out;
}

export function pdfText(pdf: Uint8Array): { lines: string[]; pages: number } {
  const bytes = Buffer.from(pdf);
  const raw = bytes.toString('latin1');
  const lines: string[] = [];
  const streamStart = /(?<!end)stream\r?\n/g;
  for (let m = streamStart.exec(raw); m; m = streamStart.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    streamStart.lastIndex = end + 'endstream'.length;
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a Flate stream
    }
    for (const op of content.matchAll(/(\[[^\]]*\]|<[0-9a-fA-F]*>)\s*T[Jj]/g))
      lines.push([...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decodeHex(h[1])).join(''));
  }
  const pages = (raw.match(/\/Type \/Page\b(?!s)/g) ?? []).length;
  return { lines, pages };
}
