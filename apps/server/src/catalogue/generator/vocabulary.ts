/**
 * Words for plausible product and supplier names. Product words are aligned across languages (same index = same
 * meaning) so that the language versions of one product carry translated names.
 */
export const NAME_LANGUAGES = ['fr', 'en', 'de', 'it', 'es', 'nl'] as const;
export type NameLanguage = (typeof NAME_LANGUAGES)[number];

// fr, en, de, it, es, nl
export const PRODUCT_TYPES: string[][] = [
  ['Nettoyant', 'Cleaner', 'Reiniger', 'Detergente', 'Limpiador', 'Reiniger'],
  ['Dégraissant', 'Degreaser', 'Entfetter', 'Sgrassatore', 'Desengrasante', 'Ontvetter'],
  ['Peinture', 'Paint', 'Farbe', 'Pittura', 'Pintura', 'Verf'],
  ['Vernis', 'Varnish', 'Lack', 'Vernice', 'Barniz', 'Vernis'],
  ['Colle', 'Adhesive', 'Klebstoff', 'Colla', 'Adhesivo', 'Lijm'],
  ['Résine époxy', 'Epoxy resin', 'Epoxidharz', 'Resina epossidica', 'Resina epoxi', 'Epoxyhars'],
  ['Solvant', 'Solvent', 'Lösemittel', 'Solvente', 'Disolvente', 'Oplosmiddel'],
  ['Diluant', 'Thinner', 'Verdünner', 'Diluente', 'Diluyente', 'Verdunner'],
  ['Lubrifiant', 'Lubricant', 'Schmierstoff', 'Lubrificante', 'Lubricante', 'Smeermiddel'],
  ['Graisse', 'Grease', 'Fett', 'Grasso', 'Grasa', 'Vet'],
  ['Désinfectant', 'Disinfectant', 'Desinfektionsmittel', 'Disinfettante', 'Desinfectante', 'Desinfectiemiddel'],
  ['Décapant', 'Paint stripper', 'Abbeizer', 'Sverniciatore', 'Decapante', 'Afbijtmiddel'],
  ['Mastic', 'Sealant', 'Dichtstoff', 'Sigillante', 'Sellador', 'Kit'],
  ['Huile hydraulique', 'Hydraulic oil', 'Hydrauliköl', 'Olio idraulico', 'Aceite hidráulico', 'Hydraulische olie'],
  ['Liquide de refroidissement', 'Coolant', 'Kühlmittel', 'Liquido refrigerante', 'Refrigerante', 'Koelvloeistof'],
  ['Détartrant', 'Descaler', 'Entkalker', 'Disincrostante', 'Desincrustante', 'Ontkalker'],
  ["Primaire d'accrochage", 'Primer', 'Grundierung', 'Fondo aggrappante', 'Imprimación', 'Hechtprimer'],
  ['Anticorrosion', 'Corrosion inhibitor', 'Korrosionsschutz', 'Anticorrosivo', 'Anticorrosivo', 'Corrosiewerend middel'],
  ['Désherbant', 'Weed killer', 'Unkrautvernichter', 'Diserbante', 'Herbicida', 'Onkruidverdelger'],
  ['Engrais liquide', 'Liquid fertiliser', 'Flüssigdünger', 'Concime liquido', 'Fertilizante líquido', 'Vloeibare meststof'],
  ['Encre', 'Ink', 'Tinte', 'Inchiostro', 'Tinta', 'Inkt'],
  ['Acide chlorhydrique', 'Hydrochloric acid', 'Salzsäure', 'Acido cloridrico', 'Ácido clorhídrico', 'Zoutzuur'],
  ['Soude caustique', 'Caustic soda', 'Natronlauge', 'Soda caustica', 'Sosa cáustica', 'Natronloog'],
  ['Acétone', 'Acetone', 'Aceton', 'Acetone', 'Acetona', 'Aceton'],
  ['Éthanol', 'Ethanol', 'Ethanol', 'Etanolo', 'Etanol', 'Ethanol'],
  ['Isopropanol', 'Isopropanol', 'Isopropanol', 'Isopropanolo', 'Isopropanol', 'Isopropanol'],
  ['Eau de Javel', 'Bleach', 'Bleichmittel', 'Candeggina', 'Lejía', 'Bleekmiddel'],
  ['Shampooing carrosserie', 'Car shampoo', 'Autoshampoo', 'Shampoo carrozzeria', 'Champú carrocería', 'Autoshampoo'],
  ['Gel hydroalcoolique', 'Hand sanitiser gel', 'Händedesinfektionsgel', 'Gel igienizzante', 'Gel hidroalcohólico', 'Handalcoholgel'],
  ['Xylène', 'Xylene', 'Xylol', 'Xilene', 'Xileno', 'Xyleen'],
  ['Toluène', 'Toluene', 'Toluol', 'Toluene', 'Tolueno', 'Tolueen'],
  ['White spirit', 'White spirit', 'Testbenzin', 'Acquaragia', 'Aguarrás', 'Terpentine'],
  ['Mousse expansive', 'Expanding foam', 'Montageschaum', 'Schiuma espandente', 'Espuma expansiva', 'Montageschuim'],
  ['Antigel', 'Antifreeze', 'Frostschutzmittel', 'Antigelo', 'Anticongelante', 'Antivries'],
  ['Fongicide', 'Fungicide', 'Fungizid', 'Fungicida', 'Fungicida', 'Fungicide'],
  ['Insecticide', 'Insecticide', 'Insektizid', 'Insetticida', 'Insecticida', 'Insecticide'],
  ['Ciment colle', 'Tile adhesive', 'Fliesenkleber', 'Adesivo per piastrelle', 'Cemento cola', 'Tegellijm'],
  ['Liquide vaisselle', 'Washing-up liquid', 'Spülmittel', 'Detersivo piatti', 'Lavavajillas', 'Afwasmiddel'],
  ['Lessive', 'Laundry detergent', 'Waschmittel', 'Detersivo bucato', 'Detergente ropa', 'Wasmiddel'],
  ['Huile de coupe', 'Cutting oil', 'Schneidöl', 'Olio da taglio', 'Aceite de corte', 'Snijolie'],
];

export const QUALIFIERS: string[][] = [
  ['industriel', 'industrial', 'Industrie', 'industriale', 'industrial', 'industrieel'],
  ['multi-surfaces', 'multi-surface', 'Mehrzweck', 'multisuperficie', 'multisuperficie', 'multi-oppervlak'],
  ['sols', 'floor', 'Boden', 'pavimenti', 'suelos', 'vloer'],
  ['inox', 'stainless steel', 'Edelstahl', 'acciaio inox', 'acero inoxidable', 'rvs'],
  ['bois', 'wood', 'Holz', 'legno', 'madera', 'hout'],
  ['haute température', 'high temperature', 'Hochtemperatur', 'alta temperatura', 'alta temperatura', 'hoge temperatuur'],
  ['rapide', 'fast', 'Schnell', 'rapido', 'rápido', 'snel'],
  ['concentré', 'concentrate', 'Konzentrat', 'concentrato', 'concentrado', 'concentraat'],
  ['professionnel', 'professional', 'Profi', 'professionale', 'profesional', 'professioneel'],
  ['contact alimentaire', 'food-grade', 'lebensmittelecht', 'per alimenti', 'grado alimentario', 'voedselveilig'],
  ['biodégradable', 'biodegradable', 'biologisch abbaubar', 'biodegradabile', 'biodegradable', 'biologisch afbreekbaar'],
  ['sans solvant', 'solvent-free', 'lösemittelfrei', 'senza solventi', 'sin disolventes', 'oplosmiddelvrij'],
  ['extérieur', 'outdoor', 'Außen', 'esterni', 'exterior', 'buiten'],
  ['marine', 'marine', 'Marine', 'marino', 'marino', 'maritiem'],
  ['', '', '', '', '', ''],
  ['', '', '', '', '', ''],
];

export const BRAND_WORDS = [
  'Ultra',
  'Nova',
  'Flex',
  'Aqua',
  'Therm',
  'Proto',
  'Max',
  'Sigma',
  'Delta',
  'Kryo',
  'Verda',
  'Orbi',
  'Lumen',
  'Terra',
  'Vega',
  'Stella',
  'Rapid',
  'Opti',
  'Dura',
  'Neo',
];
export const BRAND_TAILS = ['clean', 'tech', 'pro', 'line', 'sol', 'gard', 'chem', 'max', 'plus', 'fix', 'lub', 'coat', 'seal', 'cid'];

export interface SupplierCountry {
  country: string;
  language: NameLanguage;
  forms: string[];
  prefixes: string[];
  families: string[];
}

export const SUPPLIER_COUNTRIES: SupplierCountry[] = [
  {
    country: 'FR',
    language: 'fr',
    forms: ['SAS', 'SA', 'SARL'],
    prefixes: ['Laboratoires', 'Chimie', 'Peintures', 'Produits', 'Établissements', 'Industries'],
    families: ['Durand', 'Martin', 'Lefèvre', 'Moreau', 'Girard', 'Roux', 'Fournier', 'Chevalier', 'Bonnet', 'Lambert', 'Faure', 'Mercier'],
  },
  {
    country: 'DE',
    language: 'de',
    forms: ['GmbH', 'AG', 'GmbH & Co. KG'],
    prefixes: ['Chemie', 'Farbenwerke', 'Lackfabrik', 'Chemische Werke', 'Klebstoffwerk'],
    families: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Schäfer', 'Krüger', 'Wolf'],
  },
  {
    country: 'IT',
    language: 'it',
    forms: ['S.p.A.', 'S.r.l.'],
    prefixes: ['Chimica', 'Vernici', 'Industrie Chimiche', 'Colorificio'],
    families: ['Rossi', 'Bianchi', 'Ferrari', 'Esposito', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno'],
  },
  {
    country: 'ES',
    language: 'es',
    forms: ['S.A.', 'S.L.'],
    prefixes: ['Química', 'Pinturas', 'Industrias', 'Laboratorios'],
    families: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Navarro'],
  },
  {
    country: 'BE',
    language: 'fr',
    forms: ['SA', 'SRL', 'NV'],
    prefixes: ['Chimie', 'Produits', 'Laboratoires'],
    families: ['Peeters', 'Janssens', 'Dubois', 'Lemaire', 'Claes', 'Willems'],
  },
  {
    country: 'NL',
    language: 'nl',
    forms: ['B.V.', 'N.V.'],
    prefixes: ['Chemie', 'Verffabriek', 'Chemische Industrie'],
    families: ['de Vries', 'Jansen', 'van Dijk', 'Bakker', 'Visser', 'Smit', 'Mulder'],
  },
  {
    country: 'GB',
    language: 'en',
    forms: ['Ltd', 'plc'],
    prefixes: ['Chemicals', 'Coatings', 'Industries', 'Laboratories'],
    families: ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Evans', 'Thomas', 'Walker'],
  },
  { country: 'CH', language: 'de', forms: ['AG', 'SA'], prefixes: ['Chemie', 'Laboratoires'], families: ['Meier', 'Keller', 'Huber', 'Favre', 'Gerber'] },
];
/** Share of suppliers per country, in SUPPLIER_COUNTRIES order: a French-first catalogue. */
export const COUNTRY_WEIGHTS = [0.5, 0.14, 0.1, 0.06, 0.07, 0.04, 0.05, 0.04];

export const ROOTS = [
  'Chem',
  'Chim',
  'Syn',
  'Poly',
  'Rhod',
  'Alp',
  'Nord',
  'Atlant',
  'Euro',
  'Indu',
  'Prot',
  'Sol',
  'Lub',
  'Color',
  'Vern',
  'Agri',
  'Hydr',
  'Petro',
  'Arom',
  'Carb',
  'Sil',
  'Ferr',
  'Ox',
  'Bio',
  'Aqu',
  'Terr',
  'Klar',
  'Sanit',
  'Pur',
  'Zen',
];
export const ROOT_TAILS = ['ex', 'ium', 'ica', 'on', 'ol', 'ane', 'is', 'ar', 'os', 'ia', 'ix', 'al', 'ys'];

export const FAMILIES = [
  'Solvants',
  'Nettoyage',
  'Peintures et vernis',
  'Colles et mastics',
  'Lubrifiants',
  'Phytosanitaires',
  'Traitement de l’eau',
  'Cosmétique',
  'Automobile',
  'Bâtiment',
  'Agroalimentaire',
  'Métallurgie',
];
export const REGULATIONS = ['CLP', 'REACH', 'GHS', 'OSHA HCS', 'UK REACH', 'Biocides'];
export const REGULATION_WEIGHTS = [0.55, 0.25, 0.08, 0.04, 0.04, 0.04];
export const ZONES = ['EU', 'EFTA', 'UK', 'North America', 'Asia-Pacific', 'World'];
export const ZONE_WEIGHTS = [0.72, 0.06, 0.07, 0.06, 0.04, 0.05];
export const DOCUMENT_TYPES = ['SDS', 'eSDS', 'TDS'];
export const DOCUMENT_TYPE_WEIGHTS = [0.88, 0.07, 0.05];
/** Extra languages of a product beyond the supplier's own, with their probability. */
export const EXTRA_LANGUAGES: [string, number][] = [
  ['en', 0.45],
  ['fr', 0.3],
  ['de', 0.22],
  ['it', 0.15],
  ['es', 0.14],
  ['nl', 0.08],
  ['pt', 0.06],
  ['pl', 0.05],
  ['sv', 0.03],
  ['da', 0.03],
  ['cs', 0.03],
  ['ro', 0.02],
  ['el', 0.02],
  ['hu', 0.02],
  ['fi', 0.02],
  ['sk', 0.015],
  ['bg', 0.015],
  ['hr', 0.01],
  ['sl', 0.01],
  ['et', 0.008],
  ['lv', 0.008],
  ['lt', 0.008],
  ['no', 0.01],
  ['tr', 0.01],
  ['ru', 0.008],
  ['zh', 0.006],
  ['ja', 0.004],
  ['ar', 0.004],
  ['uk', 0.004],
];
