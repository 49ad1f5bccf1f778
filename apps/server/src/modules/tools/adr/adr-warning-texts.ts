import type { InterfaceLanguage } from '@openfds/contract';

/**
 * The words of Quick-ADR's warnings (each with its ADR paragraph, given apart), in the four interface languages. The
 * transport document lines are not here: ADR 5.4.1.1.1 wants them in the languages of the document (French and
 * English, as the answer's `document_lines` gives them).
 */
export type AdrWarningCode =
  | 'unknownUn'
  | 'noUn'
  | 'severalRows'
  | 'classDiffers'
  | 'technicalName'
  | 'lqNotAllowed'
  | 'lqExceeded'
  | 'lqGrossAssumed'
  | 'eqNotAllowed'
  | 'category0'
  | 'vehicleMassUnknown'
  | 'eqPackages';

type Values = Record<string, string | number>;
type Texts = Record<AdrWarningCode, (v: Values) => string>;

/** SP 274's technical names, when the sheet names what it contains: ", e.g. (acetone, ethanol)". */
const named = (v: Values, lead: string) => (v.names ? `${lead} (${v.names})` : '');

const en: Texts = {
  unknownUn: (v) => `UN ${v.un} is not in the table`,
  noUn: () => 'no UN number',
  severalRows: (v) => `${v.count} rows for UN ${v.un}: the most restrictive is used`,
  classDiffers: (v) => `section 14 gives class ${v.sheet}, Table A ${v.table}`,
  technicalName: (v) => `N.O.S. entry: add the technical name in brackets${named(v, ', for instance')}`,
  lqNotAllowed: (v) => `UN ${v.un}: column 7a is 0, counted as fully regulated`,
  lqExceeded: (v) => `inner packaging over ${v.lq}: counted as fully regulated`,
  lqGrossAssumed: () => 'no package gross mass: the quantity is taken as the gross mass',
  eqNotAllowed: (v) => `UN ${v.un}: E0, counted as fully regulated`,
  category0: () => 'transport category 0: never exempt',
  vehicleMassUnknown: () => 'over 8 t of limited quantities: the LQ mark is due on a vehicle over 12 t',
  eqPackages: (v) => `${v.packages} packages in excepted quantities: at most ${v.max} per vehicle`,
};

const fr: Texts = {
  unknownUn: (v) => `l’ONU ${v.un} n’est pas dans le tableau`,
  noUn: () => 'pas de numéro ONU',
  severalRows: (v) => `${v.count} lignes pour l’ONU ${v.un} : la plus restrictive est retenue`,
  classDiffers: (v) => `la section 14 donne la classe ${v.sheet}, le tableau A la classe ${v.table}`,
  technicalName: (v) => `rubrique N.S.A. : ajouter le nom technique entre parenthèses${named(v, ', par exemple')}`,
  lqNotAllowed: (v) => `ONU ${v.un} : la colonne 7a vaut 0, compté comme pleinement soumis`,
  lqExceeded: (v) => `emballage intérieur au-delà de ${v.lq} : compté comme pleinement soumis`,
  lqGrossAssumed: () => 'pas de masse brute des colis : la quantité est prise comme masse brute',
  eqNotAllowed: (v) => `ONU ${v.un} : E0, compté comme pleinement soumis`,
  category0: () => 'catégorie de transport 0 : jamais exempté',
  vehicleMassUnknown: () => 'plus de 8 t de quantités limitées : la marque LQ est due sur un véhicule de plus de 12 t',
  eqPackages: (v) => `${v.packages} colis en quantités exceptées : au plus ${v.max} par véhicule`,
};

const de: Texts = {
  unknownUn: (v) => `UN ${v.un} steht nicht in der Tabelle`,
  noUn: () => 'keine UN-Nummer',
  severalRows: (v) => `${v.count} Zeilen für UN ${v.un}: die strengste wird verwendet`,
  classDiffers: (v) => `Abschnitt 14 nennt Klasse ${v.sheet}, Tabelle A Klasse ${v.table}`,
  technicalName: (v) => `N.A.G.-Eintragung: die technische Benennung in Klammern ergänzen${named(v, ', zum Beispiel')}`,
  lqNotAllowed: (v) => `UN ${v.un}: Spalte 7a ist 0, als voll unterstellt gezählt`,
  lqExceeded: (v) => `Innenverpackung über ${v.lq}: als voll unterstellt gezählt`,
  lqGrossAssumed: () => 'keine Bruttomasse der Versandstücke: die Menge gilt als Bruttomasse',
  eqNotAllowed: (v) => `UN ${v.un}: E0, als voll unterstellt gezählt`,
  category0: () => 'Beförderungskategorie 0: nie freigestellt',
  vehicleMassUnknown: () => 'über 8 t begrenzte Mengen: das LQ-Kennzeichen ist auf einem Fahrzeug über 12 t erforderlich',
  eqPackages: (v) => `${v.packages} Versandstücke in freigestellten Mengen: höchstens ${v.max} je Fahrzeug`,
};

const it: Texts = {
  unknownUn: (v) => `l’ONU ${v.un} non è nella tabella`,
  noUn: () => 'nessun numero ONU',
  severalRows: (v) => `${v.count} righe per l’ONU ${v.un}: si usa la più restrittiva`,
  classDiffers: (v) => `la sezione 14 indica la classe ${v.sheet}, la tabella A la classe ${v.table}`,
  technicalName: (v) => `voce N.A.S.: aggiungere il nome tecnico tra parentesi${named(v, ', per esempio')}`,
  lqNotAllowed: (v) => `ONU ${v.un}: la colonna 7a è 0, contato come pienamente soggetto`,
  lqExceeded: (v) => `imballaggio interno oltre ${v.lq}: contato come pienamente soggetto`,
  lqGrossAssumed: () => 'nessuna massa lorda dei colli: la quantità è presa come massa lorda',
  eqNotAllowed: (v) => `ONU ${v.un}: E0, contato come pienamente soggetto`,
  category0: () => 'categoria di trasporto 0: mai esente',
  vehicleMassUnknown: () => 'oltre 8 t di quantità limitate: il marchio LQ è dovuto su un veicolo oltre 12 t',
  eqPackages: (v) => `${v.packages} colli in quantità esenti: al massimo ${v.max} per veicolo`,
};

export const ADR_WARNING_TEXTS: Record<InterfaceLanguage, Texts> = { fr, en, de, it };
