/**
 * Language of a sheet from frequent words and words of SDS headings (fr, en, de, it, es, nl, pt).
 * A small scorer is enough here: sheets are long, formulaic texts, and a wrong guess only affects the
 * wrongLanguage flag. Returns null when too few words are recognised to decide.
 */
const WORDS: Record<string, string[]> = {
  en: ['the', 'and', 'of', 'to', 'with', 'for', 'or', 'not', 'is', 'are', 'be', 'may', 'if', 'in', 'product', 'section', 'safety', 'data', 'sheet', 'hazard', 'substance', 'mixture', 'skin', 'eyes', 'water', 'measures', 'information', 'contact', 'avoid', 'use'],
  fr: ['le', 'la', 'les', 'des', 'du', 'et', 'en', 'pour', 'avec', 'ou', 'pas', 'est', 'une', 'un', 'sur', 'dans', 'produit', 'rubrique', 'fiche', 'données', 'sécurité', 'mélange', 'peau', 'yeux', 'eau', 'mesures', 'informations', 'éviter', 'utilisation', 'danger'],
  de: ['der', 'die', 'das', 'und', 'mit', 'für', 'von', 'nicht', 'ist', 'sind', 'oder', 'bei', 'den', 'dem', 'eine', 'ein', 'zu', 'auf', 'abschnitt', 'sicherheitsdatenblatt', 'gemisch', 'stoff', 'haut', 'augen', 'wasser', 'maßnahmen', 'angaben', 'vermeiden', 'produkt', 'gefahr'],
  it: ['il', 'la', 'le', 'di', 'del', 'della', 'delle', 'e', 'per', 'con', 'non', 'sono', 'una', 'un', 'da', 'nel', 'sezione', 'scheda', 'dati', 'sicurezza', 'miscela', 'sostanza', 'pelle', 'occhi', 'acqua', 'misure', 'informazioni', 'evitare', 'prodotto', 'pericolo'],
  es: ['el', 'la', 'los', 'las', 'de', 'del', 'y', 'en', 'para', 'con', 'no', 'es', 'una', 'un', 'por', 'que', 'sección', 'ficha', 'datos', 'seguridad', 'mezcla', 'sustancia', 'piel', 'ojos', 'agua', 'medidas', 'información', 'evitar', 'producto', 'peligro'],
  nl: ['de', 'het', 'een', 'en', 'van', 'voor', 'met', 'niet', 'is', 'zijn', 'of', 'bij', 'op', 'te', 'in', 'rubriek', 'veiligheidsinformatieblad', 'mengsel', 'stof', 'huid', 'ogen', 'water', 'maatregelen', 'informatie', 'vermijden', 'product', 'gevaar', 'wordt', 'deze', 'naar'],
  pt: ['o', 'a', 'os', 'as', 'de', 'do', 'da', 'dos', 'das', 'e', 'em', 'para', 'com', 'não', 'é', 'uma', 'um', 'por', 'secção', 'seção', 'ficha', 'dados', 'segurança', 'mistura', 'substância', 'pele', 'olhos', 'água', 'medidas', 'informações'],
};

const INDEX = new Map<string, string[]>();
for (const [lang, words] of Object.entries(WORDS)) {
  for (const w of words) INDEX.set(w, [...(INDEX.get(w) ?? []), lang]);
}

export function detectLanguage(text: string): string | null {
  const sample = text.slice(0, 30000).toLowerCase();
  const scores: Record<string, number> = {};
  let recognised = 0;
  for (const m of sample.matchAll(/\p{L}+/gu)) {
    const langs = INDEX.get(m[0]);
    if (!langs) continue;
    recognised++;
    // A word shared by several languages counts for each, but less.
    for (const l of langs) scores[l] = (scores[l] ?? 0) + 1 / langs.length;
  }
  if (recognised < 12) return null;
  const ranked = Object.entries(scores).sort((a, b) => b[1] - a[1]);
  return ranked[0][0];
}
