import { drawPictogram } from './pictograms.ts';

/** Visual choices of one sheet, drawn from the seed so that sheets of one batch do not all look alike. */
export interface Style {
  font: string;
  bold: string;
  size: number;
  headingStyle: 'bar' | 'rule' | 'plain';
  headingColour: string;
  tables: boolean;
  /** Label/value lines as "Label: value" (inline) or label and value in two aligned columns. */
  inlineLabels: boolean;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { left: 50, right: 45, top: 72, bottom: 60 };
const GAP = 18;
/** The smallest font size a table cell is shrunk to so that its longest word fits (see Flow.fittingSize). */
const MIN_CELL_SIZE = 4;

/**
 * Measured heights by font, size, width and text. Most strings (labels, section texts, statement texts) recur in
 * every sheet of a language, and measuring is as costly as drawing; a sheet batch renders about twice as fast.
 */
const heightCache = new Map<string, number>();

/**
 * Places blocks top-down in one or two columns and moves to the next column or page when a block does not fit.
 * Each block is measured before it is drawn, so pdfkit never breaks a page by itself.
 */
export class Flow {
  readonly top = MARGIN.top;
  readonly bottom = PAGE.height - MARGIN.bottom;
  x = MARGIN.left;
  y: number;
  width: number;
  private column = 0;
  /** Where columns start on the current page: below the title block on page 1. */
  private columnTop: number;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly style: Style,
    private readonly columns: 1 | 2,
    firstY: number,
  ) {
    this.width = (PAGE.width - MARGIN.left - MARGIN.right - (columns - 1) * GAP) / columns;
    this.y = firstY;
    this.columnTop = firstY;
  }

  /** Moves on when fewer than `height` points are left in the current column. */
  ensure(height: number): void {
    if (this.y + height > this.bottom) this.nextColumn();
  }

  private nextColumn(): void {
    if (this.column + 1 < this.columns) this.column++;
    else {
      this.doc.addPage();
      this.column = 0;
      this.columnTop = this.top;
    }
    this.x = MARGIN.left + this.column * (this.width + GAP);
    this.y = this.columnTop;
  }

  space(points: number): void {
    this.y += points;
  }

  private font(bold: boolean, size = this.style.size): PDFKit.PDFDocument {
    return this.doc.font(bold ? this.style.bold : this.style.font).fontSize(size);
  }

  heightOf(text: string, width: number, bold = false, size = this.style.size, lineGap = 0): number {
    const font = bold ? this.style.bold : this.style.font;
    const key = `${font}|${size}|${lineGap}|${width.toFixed(2)}|${text}`;
    let h = heightCache.get(key);
    if (h === undefined) {
      h = this.font(bold, size).heightOfString(text, { width, lineGap });
      if (heightCache.size > 50_000) heightCache.clear();
      heightCache.set(key, h);
    }
    return h;
  }

  /** A section heading, kept with at least a few lines of what follows. */
  heading(text: string): void {
    const size = this.style.size + 1.5;
    const pad = this.style.headingStyle === 'bar' ? 3 : 1;
    const h = this.heightOf(text, this.width - 2 * pad, true, size) + 2 * pad;
    this.ensure(h + 40);
    this.space(4);
    const { doc } = this;
    if (this.style.headingStyle === 'bar') {
      doc.save().rect(this.x, this.y, this.width, h).fill(this.style.headingColour).restore();
      this.font(true, size)
        .fillColor('#ffffff')
        .text(text, this.x + pad, this.y + pad, { width: this.width - 2 * pad });
      doc.fillColor('#000000');
    } else {
      this.font(true, size).fillColor(this.style.headingColour).text(text, this.x, this.y, { width: this.width });
      doc.fillColor('#000000');
      if (this.style.headingStyle === 'rule')
        doc
          .save()
          .moveTo(this.x, this.y + h)
          .lineTo(this.x + this.width, this.y + h)
          .lineWidth(0.8)
          .stroke(this.style.headingColour)
          .restore();
    }
    this.y += h + 4;
  }

  subheading(text: string): void {
    const h = this.heightOf(text, this.width, true);
    this.ensure(h + 24);
    this.space(this.style.tables ? 5 : 3);
    this.font(true).text(text, this.x, this.y, { width: this.width });
    this.y += h + 2;
  }

  paragraph(text: string, bold = false): void {
    const h = this.heightOf(text, this.width, bold);
    this.ensure(h);
    this.font(bold).text(text, this.x, this.y, { width: this.width });
    this.y += h + 2;
  }

  /** "Label: value" in one of the seed's styles: a bordered grid row, an inline line or two aligned columns. */
  field(label: string, value: string): void {
    const { doc, style } = this;
    if (style.tables) {
      const lw = this.width * 0.38;
      // The label wraps inside its cell with a clear gutter before the value (a label filling its cell up to
      // the value's first letter prints as one run of text: "... da ONU LÍQUIDO INFLAMÁVEL").
      const h = Math.max(this.heightOf(label, lw - 12, true), this.heightOf(value, this.width - lw - 6)) + 5;
      this.ensure(h);
      doc
        .save()
        .lineWidth(0.4)
        .rect(this.x, this.y, lw, h)
        .rect(this.x + lw, this.y, this.width - lw, h)
        .stroke('#888888')
        .restore();
      this.font(true).text(label, this.x + 3, this.y + 2.5, { width: lw - 12 });
      this.font(false).text(value, this.x + lw + 3, this.y + 2.5, { width: this.width - lw - 6 });
      this.y += h;
    } else if (style.inlineLabels) {
      const line = `${label}: ${value}`;
      const h = this.heightOf(line, this.width, false);
      this.ensure(h);
      this.font(true).text(`${label}: `, this.x, this.y, { width: this.width, continued: true });
      this.font(false).text(value);
      this.y = Math.max(this.y + h, doc.y) + 1.5; // bold labels run a little wider than the estimate
    } else {
      const lw = this.width * 0.36;
      const h = Math.max(this.heightOf(label, lw - 10, true), this.heightOf(value, this.width - lw));
      this.ensure(h);
      this.font(true).text(label, this.x, this.y, { width: lw - 10 });
      this.font(false).text(value, this.x + lw, this.y, { width: this.width - lw });
      this.y += h + 1.5;
    }
  }

  /** Code + text lines (H/EUH/P statements): the code in a narrow column, the text beside it. */
  statements(rows: [string, string][]): void {
    const cw = Math.min(92, this.width * 0.28);
    for (const [code, text] of rows) {
      const h = Math.max(this.heightOf(code, cw - 4, true), this.heightOf(text, this.width - cw));
      this.ensure(h);
      this.font(true).text(code, this.x, this.y, { width: cw - 4 });
      this.font(false).text(text, this.x + cw, this.y, { width: this.width - cw });
      this.y += h + 1;
    }
  }

  /** A bordered table with a header row that is repeated after a column or page break. */
  /**
   * The font size at which the longest unbreakable part of `text` fits in `width`. pdfkit cuts a word that is
   * wider than its cell at any letter ("amin" / "oacetanilide"), which no reader (human or program) can tell
   * from a word break at a space; sheet authoring tools shrink such a cell instead, and so does the generator.
   * Breaks are taken at spaces and after a hyphen before a letter (as in Unicode line breaking, pdfkit's rule).
   */
  private fittingSize(text: string, width: number, bold: boolean, size: number): number {
    // pdfkit measures a word with the space after it: so does this.
    const widest = Math.max(...text.split(/\s+|(?<=-)(?=\p{L})/u).map((part) => this.font(bold, size).widthOfString(`${part} `)));
    return widest <= width ? size : Math.max(MIN_CELL_SIZE, Math.floor(((size * width) / widest) * 10) / 10);
  }

  table(headers: string[], rows: string[][], fractions: number[]): void {
    const tableSize = this.style.size - 1;
    const widths = fractions.map((f) => f * this.width);
    const cellSize = (c: string, i: number, bold: boolean) => this.fittingSize(c, widths[i] - 4, bold, tableSize);
    // A shrunk cell keeps the line pitch of the others, so that its lines stay level with the row's lines.
    const gap = (size: number, bold: boolean) =>
      size === tableSize ? 0 : this.font(bold, tableSize).currentLineHeight(true) - this.font(bold, size).currentLineHeight(true);
    const rowHeight = (cells: string[], bold: boolean) =>
      Math.max(
        ...cells.map((c, i) => {
          const size = cellSize(c, i, bold);
          return this.heightOf(c, widths[i] - 4, bold, size, gap(size, bold));
        }),
      ) + 4;
    const drawRow = (cells: string[], bold: boolean) => {
      const h = rowHeight(cells, bold);
      let x = this.x;
      const { doc } = this;
      if (bold) doc.save().rect(this.x, this.y, this.width, h).fill('#e6e6e6').restore();
      cells.forEach((c, i) => {
        doc.save().lineWidth(0.4).rect(x, this.y, widths[i], h).stroke('#777777').restore();
        const size = cellSize(c, i, bold);
        this.font(bold, size).text(c, x + 2, this.y + 2, { width: widths[i] - 4, lineGap: gap(size, bold) });
        x += widths[i];
      });
      this.y += h;
    };
    const headerHeight = rowHeight(headers, true);
    this.ensure(headerHeight + (rows[0] ? rowHeight(rows[0], false) : 0));
    drawRow(headers, true);
    for (const row of rows) {
      const h = rowHeight(row, false);
      if (this.y + h > this.bottom) {
        this.ensure(h + headerHeight);
        drawRow(headers, true);
      }
      drawRow(row, false);
    }
    this.space(3);
  }

  /** The hazard pictograms side by side, each with its code underneath. */
  pictograms(codes: string[], names: string[]): void {
    if (codes.length === 0) return;
    const size = this.width > 300 ? 50 : 40;
    const cell = size + 22;
    const perRow = Math.max(1, Math.floor(this.width / cell));
    for (let start = 0; start < codes.length; start += perRow) {
      this.ensure(size + 24);
      codes.slice(start, start + perRow).forEach((code, i) => {
        const x = this.x + i * cell;
        drawPictogram(this.doc, code, x, this.y, size);
        this.font(false, this.style.size - 2).text(code, x - 6, this.y + size + 1, { width: size + 12, align: 'center' });
      });
      this.y += size + 12;
    }
    this.paragraph(codes.map((c, i) => `${c} (${names[i]})`).join(', '));
  }
}

/** The text cut to one line of `width` points, ending in "…" when cut (long substance names in headers). */
function fitLine(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Header and footer of every page, drawn once the page count is known ("Page 1 of 3"). */
export function drawPageFrame(
  doc: PDFKit.PDFDocument,
  style: Style,
  texts: { left: string; right: string; footerLeft: string; page: (p: number, n: number) => string },
): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const margins = doc.page.margins;
    doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 }; // writing in the margins must not add pages
    const width = PAGE.width - MARGIN.left - MARGIN.right;
    doc.font(style.font).fontSize(7.5).fillColor('#333333');
    doc.text(fitLine(doc, texts.left, width * 0.58), MARGIN.left, 30, { lineBreak: false });
    doc.text(texts.right, MARGIN.left + width * 0.6, 30, { width: width * 0.4, align: 'right', lineBreak: false });
    doc
      .save()
      .moveTo(MARGIN.left, 44)
      .lineTo(PAGE.width - MARGIN.right, 44)
      .lineWidth(0.5)
      .stroke('#999999')
      .restore();
    const fy = PAGE.height - 40;
    doc
      .save()
      .moveTo(MARGIN.left, fy - 6)
      .lineTo(PAGE.width - MARGIN.right, fy - 6)
      .lineWidth(0.5)
      .stroke('#999999')
      .restore();
    doc.text(texts.footerLeft, MARGIN.left, fy, { width: width * 0.6, lineBreak: false });
    doc.text(texts.page(i - range.start + 1, range.count), MARGIN.left + width * 0.6, fy, { width: width * 0.4, align: 'right', lineBreak: false });
    doc.fillColor('#000000');
    doc.page.margins = margins;
  }
}

export const PAGE_LAYOUT = { PAGE, MARGIN };
