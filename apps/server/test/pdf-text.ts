import zlib from 'node:zlib';

/**
 * The text drawn by a PDF that pdfkit made with its standard fonts: inflates every content stream and joins the
 * hex strings of its TJ/Tj operators (WinAnsi, read as latin1). Enough to check what a report says.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(raw))) {
    const start = match.index + match[0].length;
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
      const hexes = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]) : [op[2]];
      out.push(hexes.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''));
    }
    // Past the whole "endstream": its own "stream" would otherwise be taken for the next stream's start, and the
    // next stream (every page after the first) read from the wrong offset.
    streams.lastIndex = end + 'endstream'.length;
  }
  return out.join('\n');
}
