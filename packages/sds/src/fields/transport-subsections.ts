import type { TextLine } from '../text/document-text.js';

/**
 * Values of section 14 read by its REACH Annex II subsection numbers (14.1 UN number, 14.2 shipping name,
 * 14.3 class, 14.4 packing group, 14.5 environmental hazards), whatever the language and however the label
 * wraps: "14.2 Designação <tab> MATÉRIA PERIGOSA DO PONTO DE VISTA" / "oficial de transporte <tab> DO AMBIENTE,
 * LÍQUIDA, N.S.A. (mipafox" / "fluoride, chlorotoluron (ISO); 3-(3-chloro-p-" (under the value) / ...
 * Only for a subsection whose first line holds its value in a cell of its own (label <tab> value); per-mode
 * rows ("ADR : 1197") are left to the label readers.
 */
const SUBSECTION = /^\s*14\.(\d)\b/;
const OTHER_SUBSECTION = /^\s*\d{1,2}\.\d/;

function joinPart(value: string, part: string): string {
  // A line cut after a hyphen goes on without a space ("ethyl 2-" / "cyanoacrylate").
  return /-$/.test(value) && !/\s-$/.test(value) ? `${value}${part}` : `${value} ${part}`;
}

export function subsectionValue(lines: TextLine[], n: number): string | null {
  const at = lines.findIndex((l) => SUBSECTION.exec(l.text)?.[1] === String(n));
  if (at < 0) return null;
  const first = lines[at];
  const cells = first.text.split('\t');
  if (cells.length < 2) return colonValue(lines, at);
  let value = cells.slice(1).join(' ').trim();
  if (!value) return null;
  const valueX = first.cellX?.[1];
  for (let i = at + 1; i < Math.min(lines.length, at + 8); i++) {
    const line = lines[i];
    if (OTHER_SUBSECTION.test(line.text)) break;
    const parts = line.text.split('\t');
    if (parts.length >= 2) {
      // Wrapped label in the first cell, wrapped value in the last one.
      value = joinPart(value, parts[parts.length - 1].trim());
      continue;
    }
    // One cell: the wrapped value when it stands under the value's cell, or (positions unknown) while a
    // parenthesis is open or the value ends with a separator; otherwise the wrapped rest of the label.
    const open = (value.match(/\(/g) ?? []).length > (value.match(/\)/g) ?? []).length || /[,;(-]$/.test(value);
    const underValue = valueX !== undefined && line.cellX !== undefined ? Math.abs(line.cellX[0] - valueX) <= 2 : open;
    if (underValue) value = joinPart(value, line.text.trim());
  }
  return value.replace(/\s+/g, ' ');
}

/**
 * "14.2 Ordnungsgemäße UN-Versandbezeichnung: ENTZÜNDBARER" / "FLÜSSIGER STOFF, N.A.G. (..." : the value after
 * the colon (or on the next line when the colon ends the line) and every line below it up to the next subsection.
 */
function colonValue(lines: TextLine[], at: number): string | null {
  let text = lines[at].text;
  let colon = /:(?:\s|$)/.exec(text);
  // A label wrapped over two lines ("14.2 Juiste ladingnaam overeenkomstig de modelreglementen van" / "de VN: BRANDBARE").
  const next = lines[at + 1]?.text ?? '';
  if (!colon && !/[.:;]\s*$/.test(text) && !OTHER_SUBSECTION.test(next) && /:(?:\s|$)/.test(next)) {
    at++;
    text = next;
    colon = /:(?:\s|$)/.exec(text);
  }
  if (!colon) return null;
  let value = text.slice(colon.index + 1).trim();
  for (let i = at + 1; i < Math.min(lines.length, at + 7); i++) {
    const line = lines[i].text.trim();
    if (OTHER_SUBSECTION.test(line) || /^[\p{L} .()/'-]{2,30}?\s?:\s/u.test(line)) break;
    value = value ? joinPart(value, line) : line;
  }
  return value ? value.replace(/\s+/g, ' ') : null;
}
