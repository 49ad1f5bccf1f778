import zlib from 'node:zlib';

/**
 * The text drawn in a PDF made by pdfkit with its standard fonts: content streams are inflated and the hex
 * strings of the TJ/Tj operators decoded (WinAnsi, close enough to Latin-1 for the assertions of the tests).
 */
export function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = zlib.inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/gs)) {
      const hexes = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : [op[2]];
      out.push(hexes.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''));
    }
    re.lastIndex = end;
  }
  return out.join('\n');
}
