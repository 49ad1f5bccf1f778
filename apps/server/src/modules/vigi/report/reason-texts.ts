import type { InterfaceLanguage } from '@openfds/contract';

/**
 * ECHA publishes its lists in English only. The reasons of the candidate list and of Annexes XIV and its
 * recommendations are a fixed vocabulary (the criteria of REACH Article 57), so they are given in the page's
 * language; everything else of an entry (names, conditions) stays as ECHA publishes it, and the page says so
 * (`entry_language` of each list). Rows: [en, fr, de, it], the longest phrases first so that a phrase is never
 * cut by a shorter one; a phrase not listed here stays in English.
 */
const PHRASES: [string, string, string, string][] = [
  [
    'Equivalent level of concern having probable serious effects to human health',
    'Niveau de préoccupation équivalent, effets graves probables sur la santé humaine',
    'Gleichwertiges Besorgnisniveau, wahrscheinliche schwerwiegende Wirkungen auf die menschliche Gesundheit',
    'Livello di preoccupazione equivalente, probabili effetti gravi sulla salute umana',
  ],
  [
    'Equivalent level of concern having probable serious effects to the environment',
    "Niveau de préoccupation équivalent, effets graves probables sur l'environnement",
    'Gleichwertiges Besorgnisniveau, wahrscheinliche schwerwiegende Wirkungen auf die Umwelt',
    "Livello di preoccupazione equivalente, probabili effetti gravi sull'ambiente",
  ],
  [
    'Specific target organ toxicity after repeated exposure',
    'Toxicité spécifique pour certains organes cibles après exposition répétée',
    'Spezifische Zielorgan-Toxizität bei wiederholter Exposition',
    'Tossicità specifica per organi bersaglio dopo esposizione ripetuta',
  ],
  [
    'Endocrine disrupting properties',
    'Propriétés perturbant le système endocrinien',
    'Endokrinschädliche Eigenschaften',
    'Proprietà di interferenza con il sistema endocrino',
  ],
  [
    'Respiratory sensitising properties',
    'Propriétés sensibilisantes pour les voies respiratoires',
    'Atemwegssensibilisierende Eigenschaften',
    'Proprietà sensibilizzanti per le vie respiratorie',
  ],
  ['Toxic for reproduction', 'Toxique pour la reproduction', 'Reproduktionstoxisch', 'Tossico per la riproduzione'],
  ['Carcinogenic', 'Cancérogène', 'Karzinogen', 'Cancerogeno'],
  ['Mutagenic', 'Mutagène', 'Mutagen', 'Mutageno'],
  ['- human health and the environment)', '- santé humaine et environnement)', '- menschliche Gesundheit und Umwelt)', '- salute umana e ambiente)'],
  ['- human health)', '- santé humaine)', '- menschliche Gesundheit)', '- salute umana)'],
  ['- environment)', '- environnement)', '- Umwelt)', '- ambiente)'],
  ['(Article 57', '(article 57', '(Artikel 57', '(articolo 57'],
];
const COLUMN: Record<InterfaceLanguage, number> = { en: 0, fr: 1, de: 2, it: 3 };

/** A list entry's reason (one or several Article 57 criteria) in the interface language. */
export function reasonText(reason: string | null, language: InterfaceLanguage): string | null {
  if (!reason || language === 'en') return reason;
  let text = reason;
  for (const row of PHRASES) text = text.split(row[0]).join(row[COLUMN[language]]);
  return text;
}
