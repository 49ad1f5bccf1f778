import { isValidUfi, normaliseUfi } from '@openfds/contract';
import type { Identification, ReadingWarning } from '../types.js';
import type { TextLine } from '../text/document-text.js';
import { fold } from '../text/fold.js';
import { parseDate } from './dates.js';
import { cleanValue, labelValue } from './label-value.js';

// Labels are folded (lower case, no accents). Order matters: the most specific label first.
export const PRODUCT_NAME =
  /product ?name|commercial product name|ghs product identifier|material name|trade ?name|commercial name|name of (?:the )?product|product identifier used on the label|nom du produit|nom commercial|designation commerciale|handelsname|produktname|produktbezeichnung|handelsbezeichnung|nome commerciale|nome del prodotto|denominazione commerciale|nombre del producto|nombre comercial|denominacion comercial|productnaam|handelsnaam|nome do produto|nome comercial|designacao comercial/;
export const PRODUCT_FALLBACK =
  /product description|product identifier|identificateur de produit|produktidentifikator|identificatore del prodotto|identificador del producto|productidentificatie|identificador do produto|product(?=\s*[:\t])|material name|substance name|chemical name|item reference/;
export const SUPPLIER =
  /company identification|manufacturer\s*[,/]\s*(?:importer\s*[,/]?\s*)?(?:supplier|distributor)?|supplier(?:'s)? (?:address|details|name)|manufacturer(?:'s)? (?:address|details|name)|company name|company|distributed by|distributor|supplier|manufacturer\/supplier|manufacturer|producer|distributor|importer|fournisseur|societe|fabricant|entreprise|hersteller\/lieferant|hersteller|lieferant|firma|unternehmen|fornitore|produttore|societa|ditta|proveedor|fabricante|empresa|compania|leverancier|fabrikant|bedrijf|fornecedor/;
const PHONE_LABEL = /telephone|phone|tel|telefon|telefono|telefoon|telefone|tfno/;
const EMERGENCY = /emergency|urgence|notruf|emergenza|urgencia|emergencia|noodnummer|noodgeval|nood|chemtrec|poison|giftnotruf|antiveleni|toxicologie/;
export const REVISION =
  /revision date|reviewed on|date reviewed|reviewed|date of revision|revised on|revised|last revision|date revised|version date|date de revision|date de mise a jour|mise a jour|revision|uberarbeitet am|uberarbeitungsdatum|bearbeitungsdatum|datum der uberarbeitung|data di revisione|data revisione|revisione|fecha de revision|fecha de la revision|revision|herzieningsdatum|datum van herziening|herziening|data de revisao|revisao|data da revisao/;
export const ISSUE =
  /issue date|date of issue|date issued|issued|print date|date d'emission|date d'edition|date de creation|ausgabedatum|erstellungsdatum|druckdatum|data di emissione|data di compilazione|fecha de emision|fecha de expedicion|uitgiftedatum|datum van uitgifte|datum van uitgave|data de emissao|date/;
/** Issue-date labels that are specific enough to be looked for anywhere in a line. */
const ISSUE_ANYWHERE =
  /date of issue|issue date|date issued|\bissued\s*:|date d'emission|ausgabedatum|data di emissione|fecha de emision|uitgiftedatum|datum van uitgave|data de emissao|date of preparation|prepared on/;
export const VERSION = /version number|version|versione|version n|versie|versao|revision number|rev\. ?no/;
const PRODUCT_CODE =
  /product code|product number|product no|stock number|stock no|article number|article no|material number|item number|catalog(?:ue)? number|cat\. ?no|code du produit|code produit|reference produit|produktnummer|artikelnummer|materialnummer|codice (?:del )?prodotto|codigo (?:del )?producto|productcode|productnummer|codigo do produto|codigo (?:de )?produto|sku/;

const PHONE = /\+?\(?\d[\d\s()./-]{6,}\d/;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

function phoneIn(text: string): string | null {
  const m = PHONE.exec(text);
  return m ? m[0].trim() : null;
}

/** Title-block lines that are not a product name: the document title, regulations, dates, versions, pages. */
const NOT_A_TITLE =
  /safety data sheet|material safety|\bm?sds\b|according|accordance|regulation|reglement|verordnung|regolamento|cfr\b|globally harmonized|\bghs\b|version|revision|\bdate\b|\bpage\b|print|fiche de donnees|sicherheitsdatenblatt|scheda di dati|ficha de datos|veiligheidsinformatieblad|ficha de dados|section|rubrique|abschnitt|sezione|seccion|rubriek|seccao|^\d+\./;

/**
 * A sheet without a product-name label: its title block names the product, and repeats it in the header of
 * every page ("Safety data sheet" / "Methyl Ethyl Ketone 99.5%" / "Revision date ..."). The first line before
 * section 1 that is not a title, date or company line and that stands again elsewhere in the sheet.
 */
function titleProductName(s1: TextLine[], all: TextLine[]): string | null {
  const s1Start = s1[0]?.start;
  if (s1Start === undefined) return null;
  const count = new Map<string, number>();
  for (const l of all) {
    const k = l.folded.split('\t')[0].trim();
    count.set(k, (count.get(k) ?? 0) + 1);
  }
  for (const l of all) {
    if (l.start >= s1Start) break;
    const cell = l.text.split('\t')[0].trim();
    const f = l.folded.split('\t')[0].trim();
    // A line starting in lower case is the wrapped rest of the line above ("In accordance with ... 1915," / "and 1926.").
    if (
      cell.length < 3 ||
      cell.length > 120 ||
      !/\p{L}{3}/u.test(cell) ||
      /^\p{Ll}/u.test(cell) ||
      NOT_A_TITLE.test(f) ||
      LEGAL_FORM.test(cell) ||
      EMAIL.test(cell)
    )
      continue;
    if ((count.get(f) ?? 0) >= 2) return cell;
  }
  return null;
}

/** Words that are never a product name on their own (a stray "or" between two label cells). */
const NOT_A_NAME =
  /^(?:or|and|the|of|for|to|ou|et|de|du|des|la|le|les|und|oder|der|die|das|o|e|y|ed|en|of|van|het|n\/a|na|none|aucun|keine|nessuno|ninguno|geen|nenhum|not applicable|non applicable)$/i;

/**
 * A product name printed without a label right under the section 1 title ("SECTION 1: IDENTIFICATION" /
 * "ACME DEGREASER 5" / "1.1 Product identifier" ...): the first line after the title when it is neither a
 * subsection heading, a label, a company, an address nor a contact line.
 */
function nameUnderTitle(s1: TextLine[]): string | null {
  for (const l of s1.slice(1, 3)) {
    const t = l.text.trim();
    if (/^\d+\.\d/.test(t)) continue;
    const cell = t.split('\t')[0].trim();
    if (/^\p{Ll}/u.test(cell) || t.includes('\t') || /[:\uff1a]/.test(t) || cell.length < 3 || cell.length > 100 || !/\p{L}{3}/u.test(cell)) return null;
    if (NOT_A_TITLE.test(l.folded) || LEGAL_FORM.test(cell) || EMAIL.test(cell) || PHONE.test(cell) || NOT_A_NAME.test(cell)) return null;
    if (/identification|identifier|identificat|bezeichnung|product|produ/.test(l.folded)) return null;
    // A sentence is no name: a full stop at the end of several words, or a long line.
    const words = cell.split(/\s+/).length;
    if (words > 10 || (words >= 3 && /[.!?]$/.test(cell))) return null;
    return cell;
  }
  return null;
}

function productName(s1: TextLine[], all: TextLine[]): string | null {
  const opts = { wrapUnderValue: true };
  const hit = labelValue(s1, PRODUCT_NAME, opts) ?? labelValue(all.slice(0, 80), PRODUCT_NAME, opts) ?? labelValue(s1, PRODUCT_FALLBACK, opts);
  if (!hit || NOT_A_NAME.test(hit.value.trim())) return titleProductName(s1, all) ?? nameUnderTitle(s1);
  let v = hit.value;
  // Under a bare "Product identifier" heading a code line may come first ("552969 T"), the name after it.
  if (/^\d[\dA-Z\s\-/.]{0,14}$/.test(v)) {
    const at = s1.findIndex((l) => cleanValue(l.text) === v);
    const next = at >= 0 ? s1[at + 1] : undefined;
    const nv = next ? cleanValue(next.text) : '';
    if (nv && /\p{L}{3}/u.test(nv) && !/[:：]/.test(next!.text) && !/^\d+\.\d/.test(nv)) v = nv;
  }
  if (/^(?:product name|trade name)\b/i.test(v) || v.length < 2) return null;
  return v.replace(/\s+/g, ' ').trim();
}

/**
 * A product name with a word split in two ("PHENYLACETALDEH YDE DIMETHYL ACETAL": OCR of a scan, or a text layer
 * that breaks a word across cells): two neighbouring parts are joined when the joined word stands as a whole word
 * elsewhere in the sheet (section 3 prints "PHENYLACETALDEHYDE DIMETHYL ACETAL"). Words that really are two
 * ("ACETIC ACID") never stand joined in a sheet, so they stay apart.
 */
export function joinSplitWords(name: string | null, all: TextLine[]): string | null {
  if (!name || !name.includes(' ')) return name;
  let text: string | null = null;
  const count = (re: RegExp) => (text!.match(re) ?? []).length;
  const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const out: string[] = [];
  for (const part of name.split(' ')) {
    const last = out.at(-1);
    if (last && /^\p{L}{2,}$/u.test(last) && /^\p{L}+$/u.test(part) && last.length + part.length >= 8) {
      text ??= all.map((l) => l.folded).join('\n');
      const [a, b] = [escape(fold(last)), escape(fold(part))];
      const word = (w: string) => new RegExp(`(?<![\\p{L}\\p{N}])${w}(?![\\p{L}\\p{N}])`, 'gu');
      // The joined word stands elsewhere, and the second part never stands alone but after the first (a fragment).
      if (count(word(`${a}${b}`)) > 0 && count(word(b)) === count(word(`${a}\\s+${b}`))) {
        out[out.length - 1] = `${last}${part}`;
        continue;
      }
    }
    out.push(part);
  }
  return out.join(' ');
}

/** A code: digits first or letters and digits mixed, no more than two words ("552969 T", "A13045NQ", "22-309"). */
const CODE = /^(?=[\w\-./ ]*\d)[A-Z0-9][A-Z0-9\-./]{2,20}(?: [A-Z0-9]{1,4})?$/;

/**
 * A product code without a code label: a bare "Number" or a code line right under the "Product identifier"
 * heading ("1.1 Product identifier" / "552969 T" / "SOURSOP KEY FLAVOUR"), or the title's "<name> - <code>".
 */
function unlabelledProductCode(s1: TextLine[], all: TextLine[], name: string | null): string | null {
  const at = s1.findIndex((l) => /product identifier/.test(l.folded) && !/[:\t]\s*\S/.test(l.text.replace(/^[\d.\s]+/, '')));
  if (at >= 0) {
    for (const l of s1.slice(at + 1, at + 3)) {
      const bare = /^number\s*[:\t]\s*(\S+)$/i.exec(l.text.trim());
      if (bare && CODE.test(bare[1])) return bare[1];
      if (CODE.test(l.text.trim()) && !/^\d+\.\d/.test(l.text)) return l.text.trim();
    }
  }
  if (name) {
    const title = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[-\u2013/]\\s*(\\S+)$`, 'i');
    for (const l of all.slice(0, 10)) {
      const m = title.exec(l.text.trim());
      if (m && CODE.test(m[1])) return m[1];
    }
  }
  return null;
}

/** Headings of subsection 1.3, after which the company usually stands on its own line. */
export const SUPPLIER_HEADING =
  /details of the supplier|supplier details|company identification|renseignements concernant le fournisseur|fournisseur de la fiche|einzelheiten zum lieferanten(?:,? der das)?|informazioni sul fornitore|datos del proveedor|gegevens over de leverancier|identificacao do fornecedor/;
const LEGAL_FORM =
  /\b(?:inc|incorporated|ltd|llc|corp|corporation|company|co|gmbh|ag|sa|sas|s\.a\.s|s\.a|spa|s\.p\.a|srl|bv|b\.v|nv|n\.v|plc|kg|limited|lda|sl|s\.l|ab|oy|as)\b\.?/i;

function plausibleCompany(v: string): boolean {
  if (v.length < 2 || !/\p{L}{2}/u.test(v)) return false;
  if (/^[/,']|^s\b|^\d/.test(v)) return false;
  return !/emergency|information|identification|product name|details|safety data sheet|telephone|phone|address|e-?mail|supplier|manufacturer|^(?:tel|fax)\b|;/i.test(
    v,
  );
}

/** A line that holds nothing but a legal form ("KG", "& Co. KG", "S.p.A."): the end of a company name cut by its cell. */
const LEGAL_FORM_ONLY =
  /^(?:&\s*)?(?:co\.?\s*)?(?:kg(?:aa)?|ag|gmbh|inc\.?|ltd\.?|llc|plc|corp\.?|s\.?a\.?s?\.?|s\.?p\.?a\.?|s\.?r\.?l\.?|b\.?v\.?|n\.?v\.?|lda\.?|s\.?l\.?|oy|ab|a\/s)$/i;

function legalFormTail(next: TextLine | undefined): string | null {
  if (!next || next.text.includes('\t')) return null;
  const t = next.text.trim();
  return LEGAL_FORM_ONLY.test(t) ? t : null;
}

function addressAfter(s1: TextLine[], line: number): string | null {
  const address: string[] = [];
  for (let i = line + 1; i < Math.min(s1.length, line + 5); i++) {
    const t = s1[i].text.split('\t')[0];
    if (
      PHONE_LABEL.test(s1[i].folded.slice(0, 12)) ||
      EMAIL.test(t) ||
      /^(?:[IVX]+|section)\.?\s/i.test(t) ||
      /^\d+\.\d/.test(t) ||
      /[:：]/.test(t) ||
      SUPPLIER_HEADING.test(s1[i].folded)
    )
      break;
    address.push(cleanValue(t).replace(/[,;]\s*$/, ''));
  }
  return address.length ? address.join(', ') : null;
}

/**
 * The 1.3 heading used as a label, its value in a cell of the same row (often with the heading wrapped over
 * three or four lines): "1.3. Renseignements <tab> : <tab> AIR PRODUCTS SAS" / "concernant le fournisseur" / ...
 */
export const SUPPLIER_CELL =
  /details of the supplier|renseignements concernant le fournisseur|einzelheiten zum lieferanten(?:,? der das)?|informazioni sul fornitore|datos del proveedor|details betreffende de verstrekker|gegevens over de leverancier|identificacao do fornecedor|fabricante\s*\/\s*importador(?:\s*\/\s*(?:distribuidor)?)?|manufacturer\s*\/\s*importer/;

/**
 * A company name cut by a comma after its legal form and followed by the address on the next line ("Castrol
 * Holdings Europe B.V.," / "d'Arcyweg 76, 3198NA"): the value joined with its continuation is cut after the legal form.
 */
function companyOnly(found: { name: string | null; address: string | null }): { name: string | null; address: string | null } {
  if (!found.name) return found;
  const m = new RegExp(`^(.*?${LEGAL_FORM.source})\\s*,\\s*(.*\\d.*)$`, 'i').exec(found.name);
  return m ? { name: m[1].trim(), address: found.address ?? m[2].trim() } : found;
}

function supplier(s1: TextLine[]): { name: string | null; address: string | null } {
  return companyOnly(supplierFound(s1));
}

function supplierFound(s1: TextLine[]): { name: string | null; address: string | null } {
  const cell = labelValue(s1, SUPPLIER_CELL, { cellOnly: true });
  if (cell && plausibleCompany(cell.value)) return { name: cell.value, address: addressAfter(s1, cell.line) };
  // "1.3 Details of the supplier of the safety data sheet" / "Unilever South Africa (Pty) Ltd": a line of its own
  // right under the heading, with a legal form, is the company (before any later "Supplier" label, which on such
  // sheets often heads an emergency-phone block).
  const under = s1.findIndex((l) => SUPPLIER_HEADING.test(l.folded) && !l.text.includes('\t'));
  const first = under >= 0 ? s1[under + 1] : undefined;
  if (first && !first.text.includes('\t') && !/[:：]/.test(first.text)) {
    const v = cleanValue(first.text);
    const isLabel = new RegExp(`^(?:${SUPPLIER.source})\\s*[:.]?$`).test(fold(v).trim());
    if (!isLabel && LEGAL_FORM.test(v) && plausibleCompany(v) && v.length <= 80) return { name: v, address: addressAfter(s1, under + 1) };
  }
  for (let from = 0; from < s1.length;) {
    const hit = labelValue(s1, SUPPLIER, { from });
    if (!hit) break;
    if (plausibleCompany(hit.value)) {
      const tail = legalFormTail(s1[hit.line + 1]);
      return tail ? { name: `${hit.value} ${tail}`, address: addressAfter(s1, hit.line + 1) } : { name: hit.value, address: addressAfter(s1, hit.line) };
    }
    // "Company <tab> 24 Hour Emergency..." or "Manufacturer / supplier:" on its own: the name is on the next line.
    const next = s1[hit.line + 1];
    const v = next ? cleanValue(next.text) : '';
    if (next && hit.line + 1 < s1.length && plausibleCompany(v) && !SUPPLIER.test(next.folded.slice(0, 25))) {
      return { name: v, address: addressAfter(s1, hit.line + 1) };
    }
    from = hit.line + 1;
  }
  // No label: the first company-like line under the "details of the supplier" heading (a legal form preferred).
  const heading = s1.findIndex((l) => SUPPLIER_HEADING.test(l.folded));
  if (heading >= 0) {
    const candidates = s1
      .slice(heading + 1, heading + 5)
      .map((l, k) => ({ v: cleanValue(l.text), line: heading + 1 + k, labelled: /[:：]/.test(l.text) }))
      .filter((c) => !c.labelled && plausibleCompany(c.v));
    const best = candidates.find((c) => LEGAL_FORM.test(c.v)) ?? candidates[0];
    if (best) return { name: best.v, address: addressAfter(s1, best.line) };
  }
  // Old MSDS without a supplier label or heading: the letterhead, a company line with a legal form
  // ("Robertet Flavors, Inc." / "10 Colonial Drive...") among the first lines, before any numbered section.
  for (let i = 0; i < Math.min(s1.length, 15); i++) {
    const t = s1[i].text.split('\t')[0].trim();
    if (/^(?:section|\d+\.|[ivx]+\.)\s/i.test(t)) break;
    if (!/[:：]/.test(t) && LEGAL_FORM.test(t) && plausibleCompany(t) && !NOT_A_TITLE.test(s1[i].folded) && t.length <= 60) {
      return { name: t, address: addressAfter(s1, i) };
    }
  }
  return { name: null, address: null };
}

/**
 * A date label wrapped around its value: "Datum van 15 oktober 2018" / "uitgave" (the cell holds the label's start
 * and the date, the next line the label's last word). The label's two parts are joined and must be a revision or
 * issue label.
 */
let dateLabelRe: RegExp | null = null;
function wrappedDateLabel(lines: TextLine[], monthFirst: boolean): string | null {
  dateLabelRe ??= new RegExp(`^(?:${REVISION.source}|${ISSUE_ANYWHERE.source})$`);
  for (let i = 0; i + 1 < lines.length; i++) {
    const rest = lines[i + 1].folded.split('\t')[0].trim();
    if (!/^[\p{L}'-]{3,20}$/u.test(rest)) continue;
    for (const cell of lines[i].text.split('\t')) {
      const at = cell.search(/\d/);
      if (at <= 0) continue;
      const label = `${fold(cell.slice(0, at)).trim()} ${rest}`;
      if (!dateLabelRe.test(label)) continue;
      const date = parseDate(cell.slice(at), monthFirst);
      if (date) return date;
    }
  }
  return null;
}

export function readIdentification(s1: TextLine[], all: TextLine[], monthFirst: boolean, warnings: ReadingWarning[]): Identification {
  const head = s1.length ? s1 : all.slice(0, 60);
  const sup = supplier(head);
  let phone: string | null = null;
  let emergencyPhone: string | null = null;
  for (let i = 0; i < head.length; i++) {
    const f = head[i].folded;
    if (EMERGENCY.test(f)) {
      emergencyPhone ??= phoneIn(head[i].text) ?? (head[i + 1] ? phoneIn(head[i + 1].text) : null);
    } else if (!phone && PHONE_LABEL.test(f) && !/fax/.test(f.slice(0, 6))) {
      phone = phoneIn(head[i].text);
    }
  }
  const emailMatch = head.map((l) => EMAIL.exec(l.text)).find(Boolean);
  const datesFrom = all.slice(0, Math.max(80, head.length + 40));
  const revisionHit = labelValue(datesFrom, REVISION);
  let revisionDate = revisionHit ? parseDate(revisionHit.value, monthFirst) : null;
  // The label may stand in a header cell with the date further on the line ("SDS # ... Date of issue : 13/10/2014").
  const anywhere = (re: RegExp) => {
    for (const l of datesFrom) {
      const at = l.folded.search(re);
      if (at < 0) continue;
      const d = parseDate(l.text.slice(at), monthFirst);
      if (d) return d;
    }
    return null;
  };
  revisionDate ??= anywhere(REVISION);
  if (!revisionDate) {
    const issue = labelValue(datesFrom, ISSUE);
    revisionDate = (issue ? parseDate(issue.value, monthFirst) : null) ?? anywhere(ISSUE_ANYWHERE) ?? wrappedDateLabel(datesFrom, monthFirst);
  }
  const versionHit = labelValue(all.slice(0, 80), VERSION);
  let version = versionHit ? (/^\d+(?:\.\d+)*/.exec(versionHit.value.replace(/^[vV]\.?\s*/, ''))?.[0] ?? null) : null;
  // "Date de révision: 03/11/2022 Version: 1.4": the label in the middle of a header line.
  if (!version) {
    for (const l of all.slice(0, 80)) {
      const m = /\b(?:version|versione|versie|versao|revision number)\s*(?:n[o°.]*\s*)?[:.]?\s*(\d+(?:\.\d+)*)\b/.exec(l.folded);
      if (m) {
        version = m[1];
        break;
      }
    }
  }
  // "Revised on :13-June-2016 / v 6.6": a "v" number on the revision line.
  if (!version) {
    for (const l of all.slice(0, 80)) {
      if (!REVISION.test(l.folded)) continue;
      const m = /(?:^|[\s/])v\.?\s*(\d+(?:\.\d+)+)\b/.exec(l.folded);
      if (m) {
        version = m[1];
        break;
      }
    }
  }
  // "Version" / "01" printed only in section 16, at the end of the sheet: a bare number as the whole value.
  if (!version) {
    const tail = labelValue(all.slice(-80), VERSION);
    if (tail && /^\d{1,3}(?:\.\d{1,3})*$/.test(tail.value.trim())) version = tail.value.trim();
  }
  const codeHit = labelValue(head, PRODUCT_CODE, { nextLine: false });
  const name = joinSplitWords(productName(s1, all), all);
  const productCode = codeHit ? codeHit.value.split(/\t|\s{2,}/)[0].trim() || null : unlabelledProductCode(s1, all, name);
  let ufi: string | null = null;
  for (const l of all) {
    const m = /\bUFI\s*[:：]?\s*([0-9A-Z]{4}[-\s]?[0-9A-Z]{4}[-\s]?[0-9A-Z]{4}[-\s]?[0-9A-Z]{4})/.exec(l.text);
    if (!m) continue;
    if (isValidUfi(m[1])) ufi = normaliseUfi(m[1]);
    else warnings.push({ field: 'identification.ufi', value: m[1], reason: 'UFI checksum fails' });
    break;
  }
  return {
    productName: name,
    productCode: productCode && productCode.length <= 40 ? productCode : null,
    ufi,
    supplierName: sup.name,
    address: sup.address,
    phone,
    email: emailMatch ? emailMatch[0] : null,
    emergencyPhone,
    revisionDate,
    version,
  };
}
