import { deflateSync } from 'node:zlib';

/**
 * Hostile PDFs (issue #22): small files that attack the reader rather than carry a sheet. Written object by object
 * (not through MuPDF, which would repair or refuse them), each with a correct cross-reference table so that the
 * attack is what the reader meets, not a broken file. The extraction job reads them in CI
 * (apps/server/src/modules/extraction/hostile-pdfs.test.ts) and bench/reader-memory measures the memory they take;
 * `npm run hostile-pdfs -w @openfds/sds -- DIR` writes them into a folder (scripts/hostile-pdfs.ts).
 */

/** One object: its dictionary (and a stream's bytes, whose /Length is added). */
interface PdfObject {
  dict: string;
  stream?: Uint8Array;
}

/** A whole file from objects numbered 1..n (object 1 is the catalogue). */
function pdfFile(objects: PdfObject[]): Uint8Array {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let size = chunks[0].length;
  const offsets: number[] = [];
  const push = (b: Buffer) => {
    chunks.push(b);
    size += b.length;
  };
  objects.forEach((o, i) => {
    offsets.push(size);
    if (o.stream) {
      const dict = o.dict.replace(/>>\s*$/, ` /Length ${o.stream.length} >>`);
      push(Buffer.from(`${i + 1} 0 obj\n${dict}\nstream\n`, 'latin1'));
      push(Buffer.from(o.stream));
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    } else {
      push(Buffer.from(`${i + 1} 0 obj\n${o.dict}\nendobj\n`, 'latin1'));
    }
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`, 'latin1'));
  return new Uint8Array(Buffer.concat(chunks));
}

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';

/**
 * A page drawing a form XObject that draws the next one twice, `depth` levels deep: 2^depth draws from a 5 KB file.
 * At depth 22 MuPDF's WASM traps ("table index is out of bounds") and, before the fix, every later reading of the
 * process failed; at depth 20 the text came out as millions of lines.
 */
export function deepXObjects(depth = 22): Uint8Array {
  // 1 catalogue, 2 pages, 3 page, 4 font, 5 page content, 6.. the forms (6 + depth - 1 the innermost).
  const forms: PdfObject[] = [];
  for (let level = 0; level < depth; level++) {
    const self = 6 + level;
    const innermost = level === depth - 1;
    const content = innermost ? 'BT /F1 9 Tf 10 10 Td (Hazard H225 acetone) Tj ET' : `q /X Do Q q 1 0 0 1 1 1 cm /X Do Q`;
    const resources = innermost ? '/Font << /F1 4 0 R >>' : `/XObject << /X ${self + 1} 0 R >>`;
    forms.push({ dict: `<< /Type /XObject /Subtype /Form /BBox [0 0 600 800] /Resources << ${resources} >> >>`, stream: Buffer.from(content) });
  }
  return pdfFile([
    { dict: '<< /Type /Catalog /Pages 2 0 R >>' },
    { dict: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
    { dict: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /X 6 0 R >> >> /Contents 5 0 R >>' },
    { dict: FONT },
    { dict: '<< >>', stream: Buffer.from('/X Do') },
    ...forms,
  ]);
}

/** `pages` pages of `points` x `points` points with a little drawing and no text: the OCR path renders them. */
export function hugePages(pages = 2, points = 7000): Uint8Array {
  const kids = Array.from({ length: pages }, (_, i) => `${4 + i} 0 R`).join(' ');
  const content = Buffer.from(`0.2 g 100 100 ${points - 200} ${points - 200} re f 1 g 300 300 ${points - 600} ${points - 600} re f`);
  return pdfFile([
    { dict: '<< /Type /Catalog /Pages 2 0 R >>' },
    { dict: `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>` },
    { dict: '<< >>', stream: content },
    ...Array.from({ length: pages }, () => ({ dict: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${points} ${points}] /Contents 3 0 R >>` })),
  ]);
}

/**
 * A content stream of about 250 KB that inflates to `inflatedMb` MB of drawing operators (deflate shrinks repeated
 * text about four hundred times); before issue #22 200 MB held the reader until its time limit.
 */
export function contentStreamBomb(inflatedMb = 100): Uint8Array {
  const unit = '0 0 m 595 842 l S 1 1 m 2 2 l S\n';
  const block = Buffer.from(unit.repeat(Math.ceil((1 << 20) / unit.length)));
  const inflated = Buffer.concat(Array.from({ length: inflatedMb }, () => block));
  return pdfFile([
    { dict: '<< /Type /Catalog /Pages 2 0 R >>' },
    { dict: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
    { dict: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>' },
    { dict: '<< /Filter /FlateDecode >>', stream: deflateSync(inflated, { level: 9 }) },
  ]);
}

/** A page tree whose node lists itself (and its parent) among its kids, with a page-count that lies. */
export function pageTreeLoop(): Uint8Array {
  return pdfFile([
    { dict: '<< /Type /Catalog /Pages 2 0 R >>' },
    { dict: '<< /Type /Pages /Kids [3 0 R 2 0 R 4 0 R] /Count 1000000 >>' },
    { dict: '<< /Type /Pages /Parent 2 0 R /Kids [2 0 R 3 0 R] /Count 500000 >>' },
    { dict: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 5 0 R /Resources << /Font << /F1 6 0 R >> >> >>' },
    { dict: '<< >>', stream: Buffer.from('BT /F1 9 Tf 50 800 Td (Loop) Tj ET') },
    { dict: FONT },
  ]);
}

/** `count` real pages (each its own page object, sharing one content stream with a line of text). */
export function manyPages(count = 100_000): Uint8Array {
  const perNode = 500;
  const nodes = Math.ceil(count / perNode);
  // 1 catalogue, 2 root, 3 content, 4 font, 5..5+nodes-1 intermediate nodes, then the pages.
  const firstPage = 5 + nodes;
  const objects: PdfObject[] = [
    { dict: '<< /Type /Catalog /Pages 2 0 R >>' },
    { dict: `<< /Type /Pages /Kids [${Array.from({ length: nodes }, (_, i) => `${5 + i} 0 R`).join(' ')}] /Count ${count} >>` },
    { dict: '<< >>', stream: Buffer.from('BT /F1 9 Tf 50 800 Td (Page of a very long file) Tj ET') },
    { dict: FONT },
  ];
  for (let n = 0; n < nodes; n++) {
    const kids = [];
    for (let p = n * perNode; p < Math.min(count, (n + 1) * perNode); p++) kids.push(`${firstPage + p} 0 R`);
    objects.push({ dict: `<< /Type /Pages /Parent 2 0 R /Kids [${kids.join(' ')}] /Count ${kids.length} >>` });
  }
  for (let p = 0; p < count; p++) {
    const parent = 5 + Math.floor(p / perNode);
    objects.push({ dict: `<< /Type /Page /Parent ${parent} 0 R /MediaBox [0 0 595 842] /Contents 3 0 R /Resources << /Font << /F1 4 0 R >> >> >>` });
  }
  return pdfFile(objects);
}

/** Every hostile file by name, as the suite and the bench use them. */
export const HOSTILE_PDFS: Record<string, () => Uint8Array> = {
  'deep-xobjects-20': () => deepXObjects(20),
  'deep-xobjects-22': () => deepXObjects(22),
  'huge-pages': () => hugePages(2, 7000),
  'content-stream-bomb': () => contentStreamBomb(100),
  'page-tree-loop': () => pageTreeLoop(),
  'pages-100000': () => manyPages(100_000),
};
