import type { InterfaceLanguage } from '@openfds/contract';

/**
 * The words of every assumption Quick-ICPE lists (the JSON answers, the PDF and the xlsx), in the four interface
 * languages. The engines record a text key with its values; the answer is worded once, in the language asked
 * (`?lang=`, else the request's, else the user's). The rubriques' titles and the legal texts they cite stay as the
 * French law writes them: they are the nomenclature's own words, not ours.
 */
export type AssumptionText =
  | 'assumedDensity'
  | 'namedByCas'
  | 'notConfirmed'
  | 'acuteNoCategory'
  | 'acuteFromH'
  | 'rule4140'
  | 'acute3NoRoute'
  | 'aerosolContents'
  | 'flamLiqNoCategory'
  | 'noType'
  | 'typeFromHCode'
  | 'noState';

export type TextValues = Record<string, string | number>;

type Texts = Record<AssumptionText, (v: TextValues) => string>;

const fr: Texts = {
  assumedDensity: () => 'pas de densité : 1 kg/L retenu',
  namedByCas: (v) => `CAS ${v.cas} : rubrique nommée ${v.rubrique}`,
  notConfirmed: (v) => `${v.rubrique} : ${v.text}, non confirmé contre le texte en vigueur`,
  acuteNoCategory: () => 'Acute Tox. sans catégorie : catégorie 1 retenue',
  acuteFromH: () => 'H300/H310/H330 sans classe : catégorie 1 ou 2, la 1 est retenue',
  rule4140: () => 'H301 sans classement par inhalation ni par voie cutanée : la condition de la rubrique 4140 est tenue pour remplie',
  acute3NoRoute: () => 'Acute Tox. 3 sans sa voie d’exposition : inhalation retenue (4130)',
  aerosolContents: () => 'aérosol inflammable : son contenu est tenu pour comprendre un gaz ou un liquide inflammable (4320, la plus stricte)',
  flamLiqNoCategory: () => 'Flam. Liq. sans catégorie : catégorie 1 retenue',
  noType: (v) => `${v.label} sans type : type A/B retenu`,
  typeFromHCode: () => 'H240-H242 sans classe : peroxyde organique du type le plus sévère que le code permet',
  noState: () => 'pas d’état physique en section 9 : liquide retenu',
};

const en: Texts = {
  assumedDensity: () => 'no density: 1 kg/L assumed',
  namedByCas: (v) => `CAS ${v.cas}: named rubrique ${v.rubrique}`,
  notConfirmed: (v) => `${v.rubrique}: ${v.text}, not confirmed against the current text`,
  acuteNoCategory: () => 'Acute Tox. without category: taken as category 1',
  acuteFromH: () => 'H300/H310/H330 without class: category 1 or 2, taken as 1',
  rule4140: () => 'H301 without an inhalation or dermal classification: the 4140 condition is taken as met',
  acute3NoRoute: () => 'Acute Tox. 3 without its route: taken as inhalation (4130)',
  aerosolContents: () => 'flammable aerosol: its contents are taken as including flammable gas or liquid (4320, the stricter)',
  flamLiqNoCategory: () => 'Flam. Liq. without category: taken as category 1',
  noType: (v) => `${v.label} without type: taken as type A/B`,
  typeFromHCode: () => 'H240-H242 without class: taken as an organic peroxide of the most severe type the code allows',
  noState: () => 'no physical state in section 9: liquid assumed',
};

const de: Texts = {
  assumedDensity: () => 'keine Dichte: 1 kg/L angenommen',
  namedByCas: (v) => `CAS ${v.cas}: namentlich genannte Rubrik ${v.rubrique}`,
  notConfirmed: (v) => `${v.rubrique}: ${v.text}, nicht mit dem geltenden Text abgeglichen`,
  acuteNoCategory: () => 'Acute Tox. ohne Kategorie: als Kategorie 1 angenommen',
  acuteFromH: () => 'H300/H310/H330 ohne Klasse: Kategorie 1 oder 2, als 1 angenommen',
  rule4140: () => 'H301 ohne Einstufung für Einatmen oder Hautkontakt: die Bedingung der Rubrik 4140 gilt als erfüllt',
  acute3NoRoute: () => 'Acute Tox. 3 ohne Expositionsweg: als Einatmen angenommen (4130)',
  aerosolContents: () => 'entzündbares Aerosol: sein Inhalt gilt als entzündbares Gas oder entzündbare Flüssigkeit (4320, die strengere)',
  flamLiqNoCategory: () => 'Flam. Liq. ohne Kategorie: als Kategorie 1 angenommen',
  noType: (v) => `${v.label} ohne Typ: als Typ A/B angenommen`,
  typeFromHCode: () => 'H240-H242 ohne Klasse: als organisches Peroxid des strengsten Typs angenommen, den der Code zulässt',
  noState: () => 'kein Aggregatzustand in Abschnitt 9: flüssig angenommen',
};

const it: Texts = {
  assumedDensity: () => 'nessuna densità: assunto 1 kg/L',
  namedByCas: (v) => `CAS ${v.cas}: rubrica nominativa ${v.rubrique}`,
  notConfirmed: (v) => `${v.rubrique}: ${v.text}, non confermato rispetto al testo in vigore`,
  acuteNoCategory: () => 'Acute Tox. senza categoria: assunta la categoria 1',
  acuteFromH: () => 'H300/H310/H330 senza classe: categoria 1 o 2, assunta la 1',
  rule4140: () => 'H301 senza classificazione per inalazione né per via cutanea: la condizione della rubrica 4140 è considerata soddisfatta',
  acute3NoRoute: () => 'Acute Tox. 3 senza via di esposizione: assunta l’inalazione (4130)',
  aerosolContents: () => 'aerosol infiammabile: il contenuto è considerato comprendere gas o liquido infiammabile (4320, la più severa)',
  flamLiqNoCategory: () => 'Flam. Liq. senza categoria: assunta la categoria 1',
  noType: (v) => `${v.label} senza tipo: assunto il tipo A/B`,
  typeFromHCode: () => 'H240-H242 senza classe: assunto un perossido organico del tipo più severo che il codice consente',
  noState: () => 'nessuno stato fisico nella sezione 9: assunto liquido',
};

export const ASSUMPTION_TEXTS: Record<InterfaceLanguage, Texts> = { fr, en, de, it };

/** What the transcription of a rubrique could not express (nomenclature.ts `note`), in the four languages. */
export const RUBRIQUE_NOTES: Record<InterfaceLanguage, Record<string, string>> = {
  fr: {
    '4140': 'ne s’applique que si ni la toxicité aiguë par inhalation ni celle par voie cutanée n’ont pu être classées',
    '4220':
      'la quantité équivalente de matière active par division de risque (A + B + C/3 + D/5 + E + F/3) n’est pas calculée : ' +
      'la masse nette est comptée en division 1.1',
    '4718': 'reconnue par le CAS du propane, du butane, de l’isobutane, du propène et du GPL',
    '4734': '« autres stockages » (alinéa 2) retenu ; sa bande E à partir de 100 t d’essence n’est pas appliquée',
    '4735': 'récipients de plus de 50 kg retenus (alinéa 1, le plus strict)',
  },
  en: {
    '4140': 'applies only when neither the inhalation nor the dermal acute toxicity could be classified',
    '4220': 'the active matter equivalent by risk division (A + B + C/3 + D/5 + E + F/3) is not computed: the net mass is counted as division 1.1',
    '4718': 'matched by the CAS of propane, butane, isobutane, propene and LPG',
    '4734': '"other storage" (alinéa 2) assumed; its E band from 100 t of petrol is not applied',
    '4735': 'containers over 50 kg assumed (alinéa 1, the stricter one)',
  },
  de: {
    '4140': 'gilt nur, wenn weder die akute Toxizität beim Einatmen noch die bei Hautkontakt eingestuft werden konnte',
    '4220': 'die Wirkstoffäquivalentmenge je Unterklasse (A + B + C/3 + D/5 + E + F/3) wird nicht berechnet: die Nettomasse zählt als Unterklasse 1.1',
    '4718': 'erkannt an der CAS-Nummer von Propan, Butan, Isobutan, Propen und Flüssiggas',
    '4734': '„andere Lagerungen“ (Absatz 2) angenommen; ihr E-Band ab 100 t Benzin wird nicht angewandt',
    '4735': 'Behälter über 50 kg angenommen (Absatz 1, der strengere)',
  },
  it: {
    '4140': 'si applica solo se né la tossicità acuta per inalazione né quella per via cutanea hanno potuto essere classificate',
    '4220':
      'la quantità equivalente di materia attiva per divisione di rischio (A + B + C/3 + D/5 + E + F/3) non è calcolata: ' +
      'la massa netta è contata come divisione 1.1',
    '4718': 'riconosciuta dal CAS di propano, butano, isobutano, propene e GPL',
    '4734': '"altri stoccaggi" (comma 2) assunto; la sua fascia E da 100 t di benzina non è applicata',
    '4735': 'recipienti di oltre 50 kg assunti (comma 1, il più severo)',
  },
};

/** One assumption in one language. */
export function assumptionDetail(text: AssumptionText, values: TextValues, language: InterfaceLanguage): string {
  return ASSUMPTION_TEXTS[language][text](values);
}
