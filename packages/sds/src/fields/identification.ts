import { isValidUfi, normaliseUfi } from '@openfds/contract';
import type { Identification, ReadingWarning } from '../types.js';
import type { TextLine } from '../text/document-text.js';
import { fold } from '../text/fold.js';
import { parseDate } from './dates.js';
import { cleanValue, labelValue } from './label-value.js';

// Labels are folded (lower case, no accents). Order matters: the most specific label first.
const PRODUCT_NAME = /product ?name|trade ?name|commercial name|name of (?:the )?product|product identifier used on the label|nom du produit|nom commercial|designation commerciale|handelsname|produktname|produktbezeichnung|handelsbezeichnung|nome commerciale|nome del prodotto|denominazione commerciale|nombre del producto|nombre comercial|denominacion comercial|productnaam|handelsnaam|nome do produto|nome comercial|designacao comercial/;
const PRODUCT_FALLBACK = /product description|product identifier|identificateur de produit|produktidentifikator|identificatore del prodotto|identificador del producto|productidentificatie|identificador do produto|product(?=\s*[:\t])|material name|substance name|chemical name|item reference/;
const SUPPLIER = /supplier(?:'s)? (?:address|details|name)|manufacturer(?:'s)? (?:address|details|name)|company name|company|supplier|manufacturer\/supplier|manufacturer|producer|distributor|importer|fournisseur|societe|fabricant|entreprise|hersteller\/lieferant|hersteller|lieferant|firma|unternehmen|fornitore|produttore|societa|ditta|proveedor|fabricante|empresa|compania|leverancier|fabrikant|bedrijf|fornecedor/;
const PHONE_LABEL = /telephone|phone|tel|telefon|telefono|telefoon|telefone|tfno/;
const EMERGENCY = /emergency|urgence|notruf|emergenza|urgencia|emergencia|noodnummer|noodgeval|nood|chemtrec|poison|giftnotruf|antiveleni|toxicologie/;
const REVISION = /revision date|date of revision|revised on|revised|last revision|date revised|version date|date de revision|date de mise a jour|mise a jour|revision|uberarbeitet am|uberarbeitungsdatum|bearbeitungsdatum|datum der uberarbeitung|data di revisione|data revisione|revisione|fecha de revision|fecha de la revision|revision|herzieningsdatum|datum van herziening|herziening|data de revisao|revisao|data da revisao/;
const ISSUE = /issue date|date of issue|date issued|issued|print date|date d'emission|date d'edition|date de creation|ausgabedatum|erstellungsdatum|druckdatum|data di emissione|data di compilazione|fecha de emision|fecha de expedicion|uitgiftedatum|datum van uitgifte|data de emissao|date/;
const VERSION = /version number|version|versione|version n|versie|versao|revision number|rev\. ?no/;
const PRODUCT_CODE = /product code|product number|product no|article number|article no|material number|item number|catalog(?:ue)? number|cat\. ?no|code du produit|code produit|reference produit|produktnummer|artikelnummer|materialnummer|codice (?:del )?prodotto|codigo (?:del )?producto|productcode|productnummer|codigo do produto|codigo (?:de )?produto|sku/;

const PHONE = /\+?\(?\d[\d\s().\/-]{6,}\d/;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const LABELLISH = /[:：]\s*$|^(?:\d+\.\d+|details|e-?mail|address|adresse|anschrift|indirizzo|direccion|adres|endereco)/i;

function phoneIn(text: string): string | null {
  const m = PHONE.exec(text);
  return m ? m[0].trim() : null;
}

function productName(s1: TextLine[], all: TextLine[]): string | null {
  const hit = labelValue(s1, PRODUCT_NAME) ?? labelValue(all.slice(0, 80), PRODUCT_NAME) ?? labelValue(s1, PRODUCT_FALLBACK);
  if (!hit) return null;
  let v = hit.value;
  // "Product name : X <tab> Product number: Y" keeps only the first cell.
  v = v.split(/\t/)[0];
  if (/^(?:product name|trade name)\b/i.test(v) || v.length < 2) return null;
  return v.replace(/\s+/g, ' ').trim();
}

function supplier(s1: TextLine[]): { name: string | null; address: string | null; line: number } {
  // Skip the "Details of the supplier of the safety data sheet" heading: a value must not be a sentence about the sheet.
  for (let from = 0; from < s1.length; ) {
    const hit = labelValue(s1, SUPPLIER, { from });
    if (!hit) break;
    const v = hit.value;
    if (/safety data sheet|fiche de donnees|sicherheitsdatenblatt|scheda|ficha|veiligheidsinformatieblad|identification|^of the|^du |^des /i.test(fold(v)) || v.length < 2) {
      from = hit.line + 1;
      continue;
    }
    const name = cleanValue(v.split(/\t/)[0]);
    const address: string[] = [];
    for (let i = hit.line + 1; i < Math.min(s1.length, hit.line + 5); i++) {
      const t = s1[i].text;
      if (PHONE_LABEL.test(fold(t).slice(0, 12)) || EMAIL.test(t) || /^\d+\.\d/.test(t) || /[:：]/.test(t)) break;
      address.push(cleanValue(t));
    }
    return { name, address: address.length ? address.join(', ') : null, line: hit.line };
  }
  return { name: null, address: null, line: -1 };
}

export function readIdentification(
  s1: TextLine[],
  all: TextLine[],
  monthFirst: boolean,
  warnings: ReadingWarning[],
): Identification {
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
  if (!revisionDate) {
    // The label may stand in a header cell with the date further on the line.
    for (const l of datesFrom) {
      const f = l.folded;
      const at = f.search(REVISION);
      if (at >= 0) {
        revisionDate = parseDate(l.text.slice(at), monthFirst);
        if (revisionDate) break;
      }
    }
  }
  if (!revisionDate) {
    const issue = labelValue(datesFrom, ISSUE);
    revisionDate = issue ? parseDate(issue.value, monthFirst) : null;
  }
  const versionHit = labelValue(all.slice(0, 80), VERSION);
  const version = versionHit ? (/^\d+(?:\.\d+)*/.exec(versionHit.value.replace(/^[vV]\.?\s*/, ''))?.[0] ?? null) : null;
  const codeHit = labelValue(head, PRODUCT_CODE, { nextLine: false });
  const productCode = codeHit ? (codeHit.value.split(/\t|\s{2,}/)[0].trim() || null) : null;
  let ufi: string | null = null;
  for (const l of all) {
    const m = /\bUFI\s*[:：]?\s*([0-9A-Z]{4}[-\s]?[0-9A-Z]{4}[-\s]?[0-9A-Z]{4}[-\s]?[0-9A-Z]{4})/.exec(l.text);
    if (!m) continue;
    if (isValidUfi(m[1])) ufi = normaliseUfi(m[1]);
    else warnings.push({ field: 'identification.ufi', value: m[1], reason: 'UFI checksum fails' });
    break;
  }
  return {
    productName: productName(s1, all),
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
