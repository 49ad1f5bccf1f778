import { readFileSync } from 'node:fs';
import SVGtoPDF from 'svg-to-pdfkit';

/** The GHS pictogram SVGs (copied from shared/data/ghs/pictograms into data/ghs), read once. */
const svgCache = new Map<string, string>();

function pictogramSvg(code: string): string {
  let svg = svgCache.get(code);
  if (svg === undefined) {
    // svg-to-pdfkit only knows lower-case colour keywords; GHS07.svg writes "fill:Red" (which browsers accept).
    svg = readFileSync(new URL(`../../data/ghs/${code}.svg`, import.meta.url), 'utf8').replace(
      /(fill|stroke):([A-Za-z]+)/g,
      (_m, prop: string, colour: string) => `${prop}:${colour.toLowerCase()}`,
    );
    svgCache.set(code, svg);
  }
  return svg;
}

/** Draws a GHS pictogram (GHS01..GHS09) as vector paths in a size x size box at (x, y). */
export function drawPictogram(doc: PDFKit.PDFDocument, code: string, x: number, y: number, size: number): void {
  SVGtoPDF(doc, pictogramSvg(code), x, y, { width: size, height: size, preserveAspectRatio: 'xMidYMid meet' });
}
