import type { Prng } from './prng.ts';
import type { GeneratorLanguage, SheetSpec } from './types.ts';

/** Fictitious suppliers, one country per language, with the local legal forms, street and phone formats. */
interface Country {
  forms: string[];
  streets: string[];
  cities: [string, string][]; // [postcode, city]
  country: string;
  phone: (r: Prng) => string;
  tld: string;
}

const digits = (r: Prng, n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('');

const COUNTRIES: Record<GeneratorLanguage, Country> = {
  fr: {
    forms: ['SAS', 'SA', 'SARL'],
    streets: ['rue des Acacias', 'avenue de la République', 'boulevard Pasteur', 'rue de l’Industrie', 'chemin des Vignes'],
    cities: [
      ['69007', 'Lyon'],
      ['13002', 'Marseille'],
      ['59000', 'Lille'],
      ['67000', 'Strasbourg'],
      ['31100', 'Toulouse'],
      ['44300', 'Nantes'],
    ],
    country: 'France',
    phone: (r) => `+33 ${r.int(1, 5)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`,
    tld: 'fr',
  },
  en: {
    forms: ['Ltd', 'plc', 'Limited'],
    streets: ['Station Road', 'Mill Lane', 'Victoria Street', 'Church Road', 'Park Avenue'],
    cities: [
      ['M1 2AB', 'Manchester'],
      ['LS1 4DY', 'Leeds'],
      ['B3 2PW', 'Birmingham'],
      ['BS1 6QA', 'Bristol'],
      ['CB4 0WS', 'Cambridge'],
    ],
    country: 'United Kingdom',
    phone: (r) => `+44 ${r.int(11, 20)}${r.int(0, 9)} ${digits(r, 3)} ${digits(r, 4)}`,
    tld: 'co.uk',
  },
  de: {
    forms: ['GmbH', 'AG', 'GmbH & Co. KG'],
    streets: ['Industriestraße', 'Hauptstraße', 'Bahnhofstraße', 'Am Chemiepark', 'Werkstraße'],
    cities: [
      ['67059', 'Ludwigshafen'],
      ['51373', 'Leverkusen'],
      ['45127', 'Essen'],
      ['70173', 'Stuttgart'],
      ['04109', 'Leipzig'],
    ],
    country: 'Deutschland',
    phone: (r) => `+49 ${r.int(30, 899)} ${digits(r, 6)}`,
    tld: 'de',
  },
  it: {
    forms: ['S.p.A.', 'S.r.l.'],
    streets: ['Via Roma', 'Via Garibaldi', 'Viale dell’Industria', 'Via Milano', 'Corso Italia'],
    cities: [
      ['20121', 'Milano'],
      ['10121', 'Torino'],
      ['40121', 'Bologna'],
      ['35121', 'Padova'],
      ['50123', 'Firenze'],
    ],
    country: 'Italia',
    phone: (r) => `+39 0${r.int(2, 99)} ${digits(r, 7)}`,
    tld: 'it',
  },
  es: {
    forms: ['S.A.', 'S.L.'],
    streets: ['Calle Mayor', 'Avenida de la Industria', 'Calle de Alcalá', 'Polígono Industrial Norte, nave', 'Calle del Río'],
    cities: [
      ['28001', 'Madrid'],
      ['08001', 'Barcelona'],
      ['46001', 'Valencia'],
      ['41001', 'Sevilla'],
      ['48001', 'Bilbao'],
    ],
    country: 'España',
    phone: (r) => `+34 9${r.int(1, 8)} ${digits(r, 3)} ${digits(r, 2)} ${digits(r, 2)}`,
    tld: 'es',
  },
  nl: {
    forms: ['B.V.', 'N.V.'],
    streets: ['Industrieweg', 'Havenstraat', 'Stationsplein', 'Kanaalweg', 'Dorpsstraat'],
    cities: [
      ['3011 AA', 'Rotterdam'],
      ['1012 AB', 'Amsterdam'],
      ['5611 AZ', 'Eindhoven'],
      ['6211 LK', 'Maastricht'],
      ['9711 LM', 'Groningen'],
    ],
    country: 'Nederland',
    phone: (r) => `+31 ${r.int(10, 79)} ${digits(r, 3)} ${digits(r, 4)}`,
    tld: 'nl',
  },
  pt: {
    forms: ['Lda.', 'S.A.'],
    streets: ['Rua do Comércio', 'Avenida da Liberdade', 'Rua da Indústria', 'Zona Industrial, lote', 'Rua das Flores'],
    cities: [
      ['1250-096', 'Lisboa'],
      ['4000-322', 'Porto'],
      ['3000-150', 'Coimbra'],
      ['4700-327', 'Braga'],
      ['2900-045', 'Setúbal'],
    ],
    country: 'Portugal',
    phone: (r) => `+351 2${r.int(10, 59)} ${digits(r, 3)} ${digits(r, 3)}`,
    tld: 'pt',
  },
};

const NAME_ROOTS = [
  'Chemtrade',
  'Polyquim',
  'Durachem',
  'Novasol',
  'Alkemia',
  'Vernitec',
  'Solvantis',
  'Ferroline',
  'Aquaprotect',
  'Hydrosynth',
  'Clarex',
  'Bioklar',
  'Tecnoresin',
  'Cleanova',
  'Lacquer Works',
  'Oxyline',
];
const NAME_QUALIFIERS = ['', ' Chemicals', ' Industries', ' Coatings', ' Europe', ' Solutions', ' Laboratories'];

export function randomSupplier(r: Prng, language: GeneratorLanguage): SheetSpec['supplier'] {
  const c = COUNTRIES[language];
  const root = r.pick(NAME_ROOTS);
  const name = `${root}${r.pick(NAME_QUALIFIERS)} ${r.pick(c.forms)}`;
  const [postcode, city] = r.pick(c.cities);
  const number = r.int(1, 180);
  const street = language === 'fr' || language === 'en' ? `${number} ${r.pick(c.streets)}` : `${r.pick(c.streets)} ${number}`;
  const domain = `${root.toLowerCase().replace(/[^a-z]/g, '')}.${c.tld}`;
  return {
    name,
    address: `${street}, ${postcode} ${city}, ${c.country}`,
    phone: c.phone(r),
    email: `${r.pick(['sds', 'msds', 'product.safety', 'info', 'reach'])}@${domain}`,
    emergencyPhone: `${c.phone(r)} (24/7)`,
  };
}

const PRODUCT_ROOTS = [
  'Solvaclean',
  'Duraprime',
  'Ferrox',
  'Hydroseal',
  'Polyfix',
  'Clearcoat',
  'Aquastop',
  'Rapidex',
  'Thermobond',
  'Ultradegreaser',
  'Biocid',
  'Metalprep',
  'Epoxan',
  'Floorshield',
  'Glasstec',
];
const PRODUCT_SUFFIXES = ['', ' Plus', ' HT', ' Pro', ' Ultra', ' 2K', ' Base', ' Hardener'];

export function randomProductName(r: Prng): string {
  const n = r.bool(0.6) ? ` ${r.pick(['100', '200', '300', '45', '7', '500', 'S', 'X'])}` : '';
  return `${r.pick(PRODUCT_ROOTS)}${r.pick(PRODUCT_SUFFIXES)}${n}`;
}

export function randomProductCode(r: Prng): string | null {
  if (r.bool(0.2)) return null;
  return r.pick([
    () => `${digits(r, 6)}`,
    () => `P-${digits(r, 5)}`,
    () => `ART ${digits(r, 4)}-${digits(r, 2)}`,
    () => `${String.fromCharCode(65 + r.int(0, 25))}${String.fromCharCode(65 + r.int(0, 25))}${digits(r, 4)}`,
  ])();
}
