/**
 * The ICPE nomenclature of hazardous substances (Code de l'environnement, annexes 4 and 5 to article R511-9,
 * rubriques 4xxx) as data: régime bands by physical state and the Seveso lower and upper thresholds (R511-10).
 *
 * Transcribed from the text in force on 2015-06-01 (décrets 2014-285 and 2014-1501, the Seveso III transposition),
 * LEGI database of DILA / Légifrance, Licence Ouverte / Open Licence (Etalab). Copy used: etalab/codes-juridiques-francais
 * (see shared/data/regulatory-2026/icpe-nomenclature-2015/PROVENANCE.md). The nomenclature has been amended since
 * (for instance the 2020 decree on the 4000 series); this build had no access to the current Légifrance text nor to
 * INERIS's AIDA pages, so every rubrique carries `confirmed: false` and the assessment says so in its assumptions.
 * A rubrique checked against the current text gets `confirmed: true`, `text` = the text it was checked on and
 * `source_url`. Issue #28: the stored copies of AIDA reachable from the build held the page of 4331 only (confirmed,
 * unchanged); no other rubrique could be checked, so they stay flagged (README, "ICPE nomenclature status").
 */

export type IcpeRegime = 'A' | 'E' | 'D' | 'DC';
export type IcpeState = 'solid' | 'liquid' | 'gas';
export type SevesoGroup = 'health' | 'physical' | 'environment';

/** One band of a rubrique: the régime applies from `min_t` tonnes (inclusive) up to the next band. */
export interface RegimeBand {
  regime: IcpeRegime;
  min_t: number;
}

export interface Rubrique {
  rubrique: string;
  kind: 'generic' | 'named';
  title: string;
  /** Generic rubriques: the hazard keys that put a product in it (see hazards.ts). */
  hazards?: string[];
  /** Named rubriques: the CAS numbers that designate the substance. */
  cas?: string[];
  /** Bands per physical state; `all` when the text does not split by state. Ordered from the most severe. */
  bands: Partial<Record<IcpeState | 'all', RegimeBand[]>>;
  /** Seveso thresholds in tonnes (null: the text sets none). */
  seveso_low_t: number | null;
  seveso_high_t: number | null;
  /** The text transcribed and its date. */
  text: string;
  confirmed: boolean;
  /** Where a confirmed rubrique was checked (the page of the current text). */
  source_url?: string;
  /** What the transcription could not express (a condition the tool assumes). */
  note?: string;
}

export const NOMENCLATURE_META = {
  code: 'icpe-4xxx',
  title: "Nomenclature ICPE, rubriques 4xxx (annexes 4 et 5 à l'article R511-9 du Code de l'environnement)",
  version: '2015-06-01',
  source: 'Légifrance / DILA, base LEGI (copie etalab/codes-juridiques-francais, commit 730dfe4c / 848c3fa3)',
  licence: 'Licence Ouverte / Open Licence (Etalab)',
  confirmed_against_current_text: false,
} as const;

const T2015_A4 = 'Annexe 4 à l’article R511-9, état du 2015-06-01 (décret 2014-1501)';
const T2015_A5 = 'Annexe 5 à l’article R511-9, état du 2015-06-01 (décret 2014-285)';
/**
 * Issue #28: checked against INERIS's AIDA page of the rubrique, which shows the annexe to R511-9 as in force (it
 * lists the arrêté of 24 September 2020 on mobile containers of flammable liquids, so it is later than the 2020
 * amendments of the 4000 series). Same bands and Seveso thresholds as the 2015 text.
 */
const AIDA_CURRENT = 'Annexe à l’article R511-9 en vigueur (après les modifications de 2020), page AIDA/INERIS de la rubrique';

/** A rubrique as transcribed; one checked against the current text passes `confirmed`, its `text` and `source_url`. */
type Transcribed = Omit<Rubrique, 'kind' | 'text' | 'confirmed'> & Partial<Pick<Rubrique, 'text' | 'confirmed'>>;
const generic = (r: Transcribed): Rubrique => ({ kind: 'generic', text: T2015_A4, confirmed: false, ...r });
const named = (r: Omit<Rubrique, 'kind' | 'text' | 'confirmed'>): Rubrique => ({ kind: 'named', text: T2015_A5, confirmed: false, ...r });
const b = (...pairs: [IcpeRegime, number][]): RegimeBand[] => pairs.map(([regime, min_t]) => ({ regime, min_t }));

/** Rubrique 4001: the cumulation rule of R511-11 II, régime A. */
export const RUBRIQUE_4001: Rubrique = {
  rubrique: '4001',
  kind: 'generic',
  title: 'Installations vérifiant la règle de cumul seuil bas ou seuil haut (R511-11 II)',
  bands: { all: b(['A', 0]) },
  seveso_low_t: null,
  seveso_high_t: null,
  text: T2015_A4,
  confirmed: false,
};

export const RUBRIQUES: Rubrique[] = [
  generic({
    rubrique: '4110',
    title: 'Toxicité aiguë catégorie 1 pour l’une au moins des voies d’exposition',
    hazards: ['acuteTox1'],
    bands: { solid: b(['A', 1], ['DC', 0.2]), liquid: b(['A', 0.25], ['DC', 0.05]), gas: b(['A', 0.05], ['DC', 0.01]) },
    seveso_low_t: 5,
    seveso_high_t: 20,
  }),
  generic({
    rubrique: '4120',
    title: 'Toxicité aiguë catégorie 2, pour l’une au moins des voies d’exposition',
    hazards: ['acuteTox2'],
    bands: { solid: b(['A', 50], ['D', 5]), liquid: b(['A', 10], ['D', 1]), gas: b(['A', 2], ['D', 0.2]) },
    seveso_low_t: 50,
    seveso_high_t: 200,
  }),
  generic({
    rubrique: '4130',
    title: 'Toxicité aiguë catégorie 3 pour les voies d’exposition par inhalation',
    hazards: ['acuteTox3Inhalation'],
    bands: { solid: b(['A', 50], ['D', 5]), liquid: b(['A', 10], ['D', 1]), gas: b(['A', 2], ['D', 0.2]) },
    seveso_low_t: 50,
    seveso_high_t: 200,
  }),
  generic({
    rubrique: '4140',
    title: 'Toxicité aiguë catégorie 3 pour la voie orale (H301), ni l’inhalation ni la voie cutanée ne pouvant être classées',
    hazards: ['acuteTox3Oral'],
    bands: { solid: b(['A', 50], ['D', 5]), liquid: b(['A', 10], ['D', 1]), gas: b(['A', 2], ['D', 0.2]) },
    seveso_low_t: 50,
    seveso_high_t: 200,
    note: 'applies only when neither the inhalation nor the dermal acute toxicity could be classified',
  }),
  generic({
    rubrique: '4150',
    title: 'Toxicité spécifique pour certains organes cibles (STOT) exposition unique catégorie 1',
    hazards: ['stotSe1'],
    bands: { all: b(['A', 20], ['D', 5]) },
    seveso_low_t: 50,
    seveso_high_t: 200,
  }),
  generic({
    rubrique: '4220',
    title: 'Produits explosifs (stockage de)',
    hazards: ['explosive'],
    // "Inférieure à 100 kg dans les autres cas: DC": any quantity below 100 kg.
    bands: { all: b(['A', 0.5], ['E', 0.1], ['DC', 0]) },
    seveso_low_t: 10,
    seveso_high_t: 10,
    note: 'quantité équivalente de matière active by risk division (A + B + C/3 + D/5 + E + F/3) is not computed: the net mass is counted as division 1.1',
  }),
  generic({
    rubrique: '4310',
    title: 'Gaz inflammables catégorie 1 et 2',
    hazards: ['flamGas'],
    bands: { all: b(['A', 10], ['DC', 1]) },
    seveso_low_t: 10,
    seveso_high_t: 50,
  }),
  generic({
    rubrique: '4320',
    title: 'Aérosols inflammables cat. 1 ou 2 contenant des gaz inflammables cat. 1 ou 2 ou des liquides inflammables cat. 1',
    hazards: ['aerosolFlammableContents'],
    bands: { all: b(['A', 150], ['D', 15]) },
    seveso_low_t: 150,
    seveso_high_t: 500,
  }),
  generic({
    rubrique: '4321',
    title: 'Aérosols inflammables cat. 1 ou 2 ne contenant ni gaz inflammables cat. 1 ou 2 ni liquides inflammables cat. 1',
    hazards: ['aerosolOther'],
    bands: { all: b(['A', 5000], ['D', 500]) },
    seveso_low_t: 5000,
    seveso_high_t: 50000,
  }),
  generic({
    rubrique: '4330',
    title: 'Liquides inflammables de catégorie 1 (et liquides maintenus au-dessus de leur point d’ébullition)',
    hazards: ['flamLiq1'],
    bands: { all: b(['A', 10], ['DC', 1]) },
    seveso_low_t: 10,
    seveso_high_t: 50,
  }),
  generic({
    rubrique: '4331',
    title: 'Liquides inflammables de catégorie 2 ou catégorie 3 à l’exclusion de la rubrique 4330',
    hazards: ['flamLiq23'],
    bands: { all: b(['A', 1000], ['E', 100], ['DC', 50]) },
    seveso_low_t: 5000,
    seveso_high_t: 50000,
    confirmed: true,
    text: AIDA_CURRENT,
    source_url: 'https://aida.ineris.fr/node/32534',
  }),
  generic({
    rubrique: '4410',
    title: 'Substances et mélanges autoréactifs type A ou type B',
    hazards: ['selfReactiveAB'],
    bands: { all: b(['A', 10], ['D', 0.05]) },
    seveso_low_t: 10,
    seveso_high_t: 50,
  }),
  generic({
    rubrique: '4411',
    title: 'Substances et mélanges autoréactifs type C, D, E ou F',
    hazards: ['selfReactiveCF'],
    bands: { all: b(['A', 50], ['D', 1]) },
    seveso_low_t: 50,
    seveso_high_t: 200,
  }),
  generic({
    rubrique: '4420',
    title: 'Peroxydes organiques type A ou type B',
    hazards: ['peroxideAB'],
    bands: { all: b(['A', 0.05], ['D', 0.001]) },
    seveso_low_t: 10,
    seveso_high_t: 10,
  }),
  generic({
    rubrique: '4421',
    title: 'Peroxydes organiques type C ou type D',
    hazards: ['peroxideCD'],
    bands: { all: b(['A', 3], ['D', 0.125]) },
    seveso_low_t: 50,
    seveso_high_t: 150,
  }),
  generic({
    rubrique: '4422',
    title: 'Peroxydes organiques type E ou type F',
    hazards: ['peroxideEF'],
    bands: { all: b(['A', 10], ['D', 0.5]) },
    seveso_low_t: 50,
    seveso_high_t: 200,
  }),
  generic({
    rubrique: '4430',
    title: 'Solides pyrophoriques catégorie 1',
    hazards: ['pyrophoricSolid'],
    bands: { all: b(['A', 50]) },
    seveso_low_t: 50,
    seveso_high_t: 200,
  }),
  generic({
    rubrique: '4431',
    title: 'Liquides pyrophoriques catégorie 1',
    hazards: ['pyrophoricLiquid'],
    bands: { all: b(['A', 50]) },
    seveso_low_t: 50,
    seveso_high_t: 200,
  }),
  generic({
    rubrique: '4440',
    title: 'Solides comburants catégorie 1, 2 ou 3',
    hazards: ['oxidisingSolid'],
    bands: { all: b(['A', 50], ['D', 2]) },
    seveso_low_t: 50,
    seveso_high_t: 200,
  }),
  generic({
    rubrique: '4441',
    title: 'Liquides comburants catégorie 1, 2 ou 3',
    hazards: ['oxidisingLiquid'],
    bands: { all: b(['A', 50], ['D', 2]) },
    seveso_low_t: 50,
    seveso_high_t: 200,
  }),
  generic({
    rubrique: '4442',
    title: 'Gaz comburants catégorie 1',
    hazards: ['oxidisingGas'],
    bands: { all: b(['A', 50], ['D', 2]) },
    seveso_low_t: 50,
    seveso_high_t: 200,
  }),
  generic({
    rubrique: '4510',
    title: 'Dangereux pour l’environnement aquatique de catégorie aiguë 1 ou chronique 1',
    hazards: ['aquatic1'],
    bands: { all: b(['A', 100], ['DC', 20]) },
    seveso_low_t: 100,
    seveso_high_t: 200,
  }),
  generic({
    rubrique: '4511',
    title: 'Dangereux pour l’environnement aquatique de catégorie chronique 2',
    hazards: ['aquaticChronic2'],
    bands: { all: b(['A', 200], ['DC', 100]) },
    seveso_low_t: 200,
    seveso_high_t: 500,
  }),
  generic({
    rubrique: '4610',
    title: 'Substances ou mélanges auxquels est attribuée la mention de danger EUH014',
    hazards: ['euh014'],
    // The text says "supérieure à 10 t" (strictly) for DC; the band starts a hair above 10 t.
    bands: { all: b(['A', 100], ['DC', 10.000001]) },
    seveso_low_t: 100,
    seveso_high_t: 500,
  }),
  generic({
    rubrique: '4620',
    title: 'Substances et mélanges qui, au contact de l’eau, dégagent des gaz inflammables, catégorie 1',
    hazards: ['waterReactive1'],
    bands: { all: b(['A', 100], ['D', 10]) },
    seveso_low_t: 100,
    seveso_high_t: 500,
  }),
  generic({
    rubrique: '4630',
    title: 'Substances ou mélanges auxquels est attribuée la mention de danger EUH029',
    hazards: ['euh029'],
    bands: { all: b(['A', 50], ['D', 2]) },
    seveso_low_t: 50,
    seveso_high_t: 200,
  }),
  named({
    rubrique: '4710',
    title: 'Chlore (numéro CAS 7782-50-5)',
    cas: ['7782-50-5'],
    bands: { all: b(['A', 0.5], ['DC', 0.1]) },
    seveso_low_t: 10,
    seveso_high_t: 25,
  }),
  named({
    rubrique: '4715',
    title: 'Hydrogène (numéro CAS 1333-74-0)',
    // The 2015 text prints "133-74-0", a typo for 1333-74-0 (its check digit fails); both are matched.
    cas: ['1333-74-0', '133-74-0'],
    bands: { all: b(['A', 1], ['D', 0.1]) },
    seveso_low_t: 5,
    seveso_high_t: 50,
  }),
  named({
    rubrique: '4718',
    title: 'Gaz inflammables liquéfiés de catégorie 1 et 2 (y compris GPL)',
    // Not a single substance: matched through the usual LPG components (propane, butane, isobutane, propene).
    cas: ['74-98-6', '106-97-8', '75-28-5', '115-07-1', '68476-85-7'],
    bands: { all: b(['A', 50], ['DC', 6]) },
    seveso_low_t: 50,
    seveso_high_t: 200,
    note: 'matched by the CAS of propane, butane, isobutane, propene and LPG',
  }),
  named({
    rubrique: '4719',
    title: 'Acétylène (numéro CAS 74-86-2)',
    cas: ['74-86-2'],
    bands: { all: b(['A', 1], ['D', 0.25]) },
    seveso_low_t: 5,
    seveso_high_t: 50,
  }),
  named({
    rubrique: '4720',
    title: 'Oxyde d’éthylène (numéro CAS 75-21-8)',
    cas: ['75-21-8'],
    bands: { all: b(['A', 5], ['D', 0.5]) },
    seveso_low_t: 5,
    seveso_high_t: 50,
  }),
  named({
    rubrique: '4722',
    title: 'Méthanol (numéro CAS 67-56-1)',
    cas: ['67-56-1'],
    bands: { all: b(['A', 500], ['D', 50]) },
    seveso_low_t: 500,
    seveso_high_t: 5000,
  }),
  named({
    rubrique: '4725',
    title: 'Oxygène (numéro CAS 7782-44-7)',
    cas: ['7782-44-7'],
    bands: { all: b(['A', 200], ['D', 2]) },
    seveso_low_t: 200,
    seveso_high_t: 2000,
  }),
  named({
    rubrique: '4734',
    title: 'Produits pétroliers spécifiques et carburants de substitution (essences, naphtas, kérosènes, gazoles, fioul lourd)',
    // Matched through the CAS numbers of petrol, naphtha, kerosene, diesel / gas oil and heavy fuel oil.
    cas: ['86290-81-5', '8006-61-9', '8008-20-6', '68334-30-5', '68476-34-6', '68476-33-5', '64742-80-9'],
    bands: { all: b(['A', 1000], ['E', 500], ['DC', 50]) },
    seveso_low_t: 2500,
    seveso_high_t: 25000,
    note: '"autres stockages" (alinéa 2) assumed; its E band also starts at 100 t of petrol, not applied',
  }),
  named({
    rubrique: '4735',
    title: 'Ammoniac',
    cas: ['7664-41-7'],
    bands: { all: b(['A', 1.5], ['DC', 0.15]) },
    seveso_low_t: 50,
    seveso_high_t: 200,
    note: 'containers over 50 kg assumed (alinéa 1, the stricter one)',
  }),
  named({
    rubrique: '4737',
    title: 'Sulfure d’hydrogène (numéro CAS 7783-06-4)',
    cas: ['7783-06-4'],
    bands: { all: b(['A', 5], ['D', 0.5]) },
    seveso_low_t: 5,
    seveso_high_t: 20,
  }),
];

/** The Seveso group of a generic rubrique (R511-11 II: a, b, c). */
export function groupOfRubrique(rubrique: string): SevesoGroup {
  if (rubrique.startsWith('41')) return 'health';
  if (rubrique.startsWith('45')) return 'environment';
  return 'physical';
}
