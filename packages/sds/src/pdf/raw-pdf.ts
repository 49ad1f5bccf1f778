/** What the PDF worker (pdf-worker.mjs) sends back: positioned text lines and small images per page. */
export interface RawLine {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  size: number;
  bold: boolean;
  text: string;
}

export interface RawImage {
  page: number;
  bbox: [number, number, number, number];
  /** 16 x 16 grey levels (0..255) of the image composited on white, row by row. */
  thumb: number[];
}

export interface RawPage {
  width: number;
  height: number;
  lines: RawLine[];
  images: RawImage[];
}

export interface RawPdf {
  encrypted: boolean;
  pageCount: number;
  pages: RawPage[];
  /** MuPDF's first warnings (repaired xref, zlib errors...), kept as evidence. */
  messages?: string[];
  /** Pages not drawn because of what they would cost (pdf/page-cost.mjs): their text is empty. */
  refused?: RefusedPage[];
}

/** A page the worker did not draw or render, and why. */
export interface RefusedPage {
  page: number;
  reason: string;
}
