import { z } from 'zod';
import * as f from './fields.ts';
import type { InterfaceLanguage } from './languages.ts';

/**
 * The contact forms (issue #25; product-spec §3.6 "Contact-us", "Customer-code request", "Contact request choices",
 * §5; api-spec §7 "Forms"): POST /contact_us, /contact_technical_support, /request_customer_code and /contacts.
 * Server and web validate with these schemas; the choice lists are data, with their labels in every interface
 * language (the web's selects and the server's mails show the same words).
 */

/** "You are" (job type). */
export const YOU_ARE = ['supplier', 'user', 'distributor', 'town_hall', 'plant_health_distributor', 'farmer', 'student', 'other'] as const;
/** Request type (`concern`); `questionType` of /contact-us preselects one of these. */
export const CONCERNS = [
  'article',
  'customer_code',
  'company_information',
  'distribution',
  'management',
  'services',
  'checker_tool',
  'partnership',
  'anomaly',
  'sheet_search',
  'other',
] as const;
/** How the visitor heard of the platform; `trade_fair` opens the fair sub-list, `other` a free text. */
export const HOW_HEARD = ['trade_fair', 'press', 'advert', 'contact', 'supplier', 'customer', 'distributor', 'search_engine', 'other'] as const;
/**
 * The trade-fair sub-list. The spec names no fairs: these are the health-and-safety fairs of the shows list of the
 * seed content (real fairs), and "other".
 */
export const TRADE_FAIRS = ['preventica', 'expoprotection', 'a_plus_a', 'pollutec', 'other'] as const;
/** Number-of-sheets bands. */
export const NB_DOCUMENTS = ['none', 'lt_5', '5_20', '20_50', '50_100', '100_500', '500_1000', 'gt_1000'] as const;

export type YouAre = (typeof YOU_ARE)[number];
export type Concern = (typeof CONCERNS)[number];
export type HowHeard = (typeof HOW_HEARD)[number];
export type TradeFair = (typeof TRADE_FAIRS)[number];
export type NbDocuments = (typeof NB_DOCUMENTS)[number];

/** The tools "on request" whose buttons open the contact form with the tool named (`?questionType=services&tool=`). */
export const ON_REQUEST_TOOLS = ['quick-icpe', 'quick-adr', 'fds-retriever', 'fds-labels'] as const;
export type OnRequestTool = (typeof ON_REQUEST_TOOLS)[number];

/**
 * Abuse limits (no external captcha): requests per hour from one e-mail address, and from one IP address (a
 * company behind one NAT sends more than one person does). The general rate limit (RATE_LIMIT_PER_MINUTE) applies too.
 */
export const FORM_REQUESTS_PER_EMAIL_PER_HOUR = 5;
export const FORM_REQUESTS_PER_IP_PER_HOUR = 20;
/**
 * The honeypot: a field hidden from people (off-screen, out of the tab order, autocomplete off). A robot that fills
 * every input fills it; the request is then answered as if received, and neither stored nor mailed.
 */
export const HONEYPOT_FIELD = 'website';

export const FORM_KINDS = ['contact_us', 'technical_support', 'customer_code', 'contact'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

const honeypot = { [HONEYPOT_FIELD]: z.string().max(1000).optional().nullable() };
const requiredText = (max = 100) => z.string({ error: 'params_required' }).trim().min(1, 'params_required').max(max, 'too_long');
/** A choice the user must make: left empty it is "required" (the select's placeholder), another value "not offered". */
const required = f.requiredChoice;
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal(''), z.null()], { error: 'not_in_enum' })
    .optional()
    .transform((v) => (v ? v : null));
/** A person's full name (one field): the first/last name rule of product-spec §5, with its generic message. */
const fullName = z
  .string({ error: 'params_required' })
  .trim()
  .min(1, 'params_required')
  .max(100, 'too_long')
  .refine((v) => !/[\d,;:!?]/.test(v), 'wrong_pattern');
const requiredMessage = f.message.min(1, 'params_required');

/** Fields shared by the contact and support forms. */
const contactCommon = {
  title: f.optionalTitle,
  email: f.email,
  phone: f.optionalPhone,
  you_are: required(YOU_ARE),
  concern: required(CONCERNS),
  concern_other: f.optionalText(100),
  company_name: f.companyName,
  role: f.optionalText(100),
  message: requiredMessage,
  nb_documents: optionalChoice(NB_DOCUMENTS),
  how_did_you_hear: optionalChoice(HOW_HEARD),
  how_did_you_hear_other: f.optionalText(100),
  how_did_you_hear_show: optionalChoice(TRADE_FAIRS),
  zipcode: f.optionalZipcode,
  qsds_consent: f.consent,
  ...honeypot,
};

/** The free texts that become required with a choice: "other" request type, "other" source, trade fair. */
function requireDependants(
  value: {
    concern: Concern;
    concern_other: string | null;
    how_did_you_hear: HowHeard | null;
    how_did_you_hear_other: string | null;
    how_did_you_hear_show: TradeFair | null;
  },
  ctx: z.RefinementCtx,
) {
  if (value.concern === 'other' && !value.concern_other) ctx.addIssue({ code: 'custom', path: ['concern_other'], message: 'params_required' });
  if (value.how_did_you_hear === 'other' && !value.how_did_you_hear_other) {
    ctx.addIssue({ code: 'custom', path: ['how_did_you_hear_other'], message: 'params_required' });
  }
  if (value.how_did_you_hear === 'trade_fair' && !value.how_did_you_hear_show) {
    ctx.addIssue({ code: 'custom', path: ['how_did_you_hear_show'], message: 'params_required' });
  }
}

/** POST /contact_us. */
export const ContactUsRequest = z.object({ name: fullName, ...contactCommon }).superRefine(requireDependants);
export type ContactUsRequest = z.input<typeof ContactUsRequest>;

/** POST /contact_technical_support: the contact form with first and last name instead of one name. */
export const TechnicalSupportRequest = z.object({ first_name: f.firstName, last_name: f.lastName, ...contactCommon }).superRefine(requireDependants);
export type TechnicalSupportRequest = z.input<typeof TechnicalSupportRequest>;

/** Address lines of the customer-code request: max 200 (product-spec §5). */
const longAddressLine = f.optionalText(200);

/** POST /request_customer_code: asks a restricted supplier for a customer code; mailed to the supplier. */
export const CustomerCodeRequest = z.object({
  supplier_code: requiredText(100),
  company_name: f.companyName,
  address1: requiredText(200),
  address2: longAddressLine,
  address3: longAddressLine,
  zipcode: requiredText(10),
  city: requiredText(100),
  name: fullName,
  email: f.email,
  phone: f.optionalPhone,
  message: f.message.optional().transform((v) => v || null),
  qsds_consent: f.consent,
  ...honeypot,
});
export type CustomerCodeRequest = z.input<typeof CustomerCodeRequest>;

/**
 * POST /contacts: a professional contact (product-spec §3.3) asking to be called back by sales. The spec gives the
 * fields and no screen: it is the chooser's sales branch when no external sales page is configured.
 */
export const ContactRequest = z.object({
  title: f.optionalTitle,
  first_name: f.firstName,
  last_name: f.lastName,
  email_office: f.email,
  company_name: f.companyName,
  position: f.departmentOrPosition,
  phone_office: f.phone,
  address1: f.addressLine,
  address2: f.addressLine,
  address3: f.addressLine,
  zipcode: f.optionalZipcode,
  city: f.optionalText(100),
  country_code: f.optionalCountryCode,
  message: f.message.optional().transform((v) => v || null),
  qsds_consent: f.consent,
  ...honeypot,
});
export type ContactRequest = z.input<typeof ContactRequest>;

/**
 * Reply item of the four calls. The same for a request caught by the honeypot, so that a robot learns nothing.
 * `reference` is what the acknowledgement mail quotes (null for a honeypot catch, which the page never sees).
 */
export const FormReceipt = z.object({ kind: z.enum(FORM_KINDS), reference: z.string().nullable(), received_at: z.string() });
export type FormReceipt = z.infer<typeof FormReceipt>;

type Labels<T extends string> = Record<T, Record<InterfaceLanguage, string>>;

export const YOU_ARE_LABELS: Labels<YouAre> = {
  supplier: {
    fr: 'Fabricant ou fournisseur de produits chimiques',
    en: 'Chemical manufacturer or supplier',
    de: 'Chemikalienhersteller oder -lieferant',
    it: 'Produttore o fornitore di prodotti chimici',
  },
  user: { fr: 'Utilisateur', en: 'User', de: 'Anwender', it: 'Utilizzatore' },
  distributor: { fr: 'Distributeur', en: 'Distributor', de: 'Händler', it: 'Distributore' },
  town_hall: { fr: 'Mairie', en: 'Town hall', de: 'Gemeindeverwaltung', it: 'Comune' },
  plant_health_distributor: {
    fr: 'Distributeur de produits phytosanitaires',
    en: 'Plant-health products distributor',
    de: 'Händler von Pflanzenschutzmitteln',
    it: 'Distributore di prodotti fitosanitari',
  },
  farmer: { fr: 'Agriculteur', en: 'Farmer', de: 'Landwirt', it: 'Agricoltore' },
  student: { fr: 'Étudiant', en: 'Student', de: 'Student', it: 'Studente' },
  other: { fr: 'Autre', en: 'Other', de: 'Sonstiges', it: 'Altro' },
};

export const CONCERN_LABELS: Labels<Concern> = {
  article: { fr: 'Un article', en: 'An article', de: 'Ein Artikel', it: 'Un articolo' },
  customer_code: { fr: 'Code client manquant', en: 'Missing customer code', de: 'Fehlender Kundencode', it: 'Codice cliente mancante' },
  company_information: { fr: 'Informations sur la société', en: 'Company information', de: 'Informationen zum Unternehmen', it: "Informazioni sull'azienda" },
  distribution: { fr: 'Diffusion de FDS', en: 'Sheet distribution', de: 'Verteilung von Datenblättern', it: 'Diffusione delle schede' },
  management: { fr: 'Gestion de FDS', en: 'Sheet management', de: 'Verwaltung von Datenblättern', it: 'Gestione delle schede' },
  services: { fr: 'Services et outils', en: 'Services and tools', de: 'Dienste und Werkzeuge', it: 'Servizi e strumenti' },
  checker_tool: { fr: 'Outil de contrôle des FDS', en: 'Sheet checker tool', de: 'Prüfwerkzeug für Datenblätter', it: 'Strumento di controllo delle schede' },
  partnership: { fr: 'Partenariat', en: 'Partnership', de: 'Partnerschaft', it: 'Partnership' },
  anomaly: { fr: 'Signaler une anomalie', en: 'Report a problem', de: 'Einen Fehler melden', it: 'Segnalare un problema' },
  sheet_search: { fr: "Recherche d'une FDS", en: 'Looking for a sheet', de: 'Suche nach einem Datenblatt', it: 'Ricerca di una scheda' },
  other: { fr: 'Autre', en: 'Other', de: 'Sonstiges', it: 'Altro' },
};

export const HOW_HEARD_LABELS: Labels<HowHeard> = {
  trade_fair: { fr: 'Salon professionnel', en: 'Trade fair', de: 'Fachmesse', it: 'Fiera' },
  press: { fr: 'Presse', en: 'Press', de: 'Presse', it: 'Stampa' },
  advert: { fr: 'Publicité', en: 'Advert', de: 'Werbung', it: 'Pubblicità' },
  contact: { fr: 'Prise de contact', en: 'Contacted by us', de: 'Kontaktaufnahme', it: 'Contatto diretto' },
  supplier: { fr: 'Un fournisseur', en: 'A supplier', de: 'Ein Lieferant', it: 'Un fornitore' },
  customer: { fr: 'Un client', en: 'A customer', de: 'Ein Kunde', it: 'Un cliente' },
  distributor: { fr: 'Un distributeur', en: 'A distributor', de: 'Ein Händler', it: 'Un distributore' },
  search_engine: { fr: 'Moteur de recherche', en: 'Search engine', de: 'Suchmaschine', it: 'Motore di ricerca' },
  other: { fr: 'Autre', en: 'Other', de: 'Sonstiges', it: 'Altro' },
};

export const TRADE_FAIR_LABELS: Labels<TradeFair> = {
  preventica: { fr: 'Preventica', en: 'Preventica', de: 'Preventica', it: 'Preventica' },
  expoprotection: { fr: 'Expoprotection', en: 'Expoprotection', de: 'Expoprotection', it: 'Expoprotection' },
  a_plus_a: { fr: 'A+A (Düsseldorf)', en: 'A+A (Düsseldorf)', de: 'A+A (Düsseldorf)', it: 'A+A (Düsseldorf)' },
  pollutec: { fr: 'Pollutec', en: 'Pollutec', de: 'Pollutec', it: 'Pollutec' },
  other: { fr: 'Autre salon', en: 'Another fair', de: 'Andere Messe', it: 'Altra fiera' },
};

export const NB_DOCUMENTS_LABELS: Labels<NbDocuments> = {
  none: { fr: 'Aucune', en: 'None', de: 'Keine', it: 'Nessuna' },
  lt_5: { fr: 'Moins de 5', en: 'Fewer than 5', de: 'Weniger als 5', it: 'Meno di 5' },
  '5_20': { fr: '5 à 20', en: '5 to 20', de: '5 bis 20', it: 'Da 5 a 20' },
  '20_50': { fr: '20 à 50', en: '20 to 50', de: '20 bis 50', it: 'Da 20 a 50' },
  '50_100': { fr: '50 à 100', en: '50 to 100', de: '50 bis 100', it: 'Da 50 a 100' },
  '100_500': { fr: '100 à 500', en: '100 to 500', de: '100 bis 500', it: 'Da 100 a 500' },
  '500_1000': { fr: '500 à 1000', en: '500 to 1,000', de: '500 bis 1.000', it: 'Da 500 a 1.000' },
  gt_1000: { fr: 'Plus de 1000', en: 'More than 1,000', de: 'Mehr als 1.000', it: 'Più di 1.000' },
};
