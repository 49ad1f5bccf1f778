import type { InterfaceLanguage } from './languages.ts';

/**
 * Field validation message keys (product-spec §5, api-spec §8) and their texts. A zod issue's message is one of
 * these keys; the server sends it with the field name, the web shows the text in the interface language.
 */
export const VALIDATION_MESSAGES = {
  bad_email: {
    fr: "L'adresse e-mail n'est pas valide",
    en: 'The email address is not valid',
    de: 'Die E-Mail-Adresse ist ungültig',
    it: "L'indirizzo e-mail non è valido",
  },
  bad_login_password: {
    fr: 'Identifiant ou mot de passe invalide',
    en: 'Invalid login or password',
    de: 'Ungültige Anmeldung oder ungültiges Passwort',
    it: 'Login o password non validi',
  },
  bad_register_company: {
    fr: 'Le nom de la société est obligatoire (100 caractères maximum)',
    en: 'The company name is required (100 characters max)',
    de: 'Der Firmenname ist erforderlich (max. 100 Zeichen)',
    it: "Il nome dell'azienda è obbligatorio (max 100 caratteri)",
  },
  bad_register_last_name: {
    fr: 'Nom obligatoire, sans chiffres ni , ; : ! ? (100 caractères maximum)',
    en: 'Last name required, without digits or , ; : ! ? (100 characters max)',
    de: 'Nachname erforderlich, ohne Ziffern oder , ; : ! ? (max. 100 Zeichen)',
    it: 'Cognome obbligatorio, senza cifre né , ; : ! ? (max 100 caratteri)',
  },
  bad_register_first_name: {
    fr: 'Prénom obligatoire, sans chiffres ni , ; : ! ? (100 caractères maximum)',
    en: 'First name required, without digits or , ; : ! ? (100 characters max)',
    de: 'Vorname erforderlich, ohne Ziffern oder , ; : ! ? (max. 100 Zeichen)',
    it: 'Nome obbligatorio, senza cifre né , ; : ! ? (max 100 caratteri)',
  },
  wrong_pattern: {
    fr: "Le format n'est pas valide",
    en: 'The format is not valid',
    de: 'Das Format ist ungültig',
    it: 'Il formato non è valido',
  },
  too_short: { fr: 'Trop court', en: 'Too short', de: 'Zu kurz', it: 'Troppo corto' },
  too_long: { fr: 'Trop long', en: 'Too long', de: 'Zu lang', it: 'Troppo lungo' },
  not_in_enum: {
    fr: "Cette valeur n'est pas proposée",
    en: 'This value is not one of the choices',
    de: 'Dieser Wert steht nicht zur Auswahl',
    it: 'Questo valore non è tra le scelte',
  },
  params_required: { fr: 'Ce champ est obligatoire', en: 'This field is required', de: 'Dieses Feld ist erforderlich', it: 'Questo campo è obbligatorio' },
  password_rules: {
    fr: 'De 8 à 200 caractères, avec une minuscule, une majuscule et un chiffre',
    en: '8 to 200 characters, with a lowercase letter, an uppercase letter and a digit',
    de: '8 bis 200 Zeichen, mit einem Klein-, einem Großbuchstaben und einer Ziffer',
    it: 'Da 8 a 200 caratteri, con una minuscola, una maiuscola e una cifra',
  },
  password_common: {
    fr: 'Ce mot de passe est parmi les plus courants : choisissez-en un autre',
    en: 'This password is one of the most common: choose another one',
    de: 'Dieses Passwort gehört zu den häufigsten: Wählen Sie ein anderes',
    it: 'Questa password è tra le più comuni: scegline un’altra',
  },
  passwords_differ: {
    fr: 'Vos mots de passe ne sont pas identiques',
    en: 'Your passwords are not identical',
    de: 'Ihre Passwörter stimmen nicht überein',
    it: 'Le password non sono identiche',
  },
  emails_differ: {
    fr: 'Les adresses e-mail ne sont pas identiques',
    en: 'The email addresses are not identical',
    de: 'Die E-Mail-Adressen stimmen nicht überein',
    it: 'Gli indirizzi e-mail non sono identici',
  },
  email_rescue_same: {
    fr: "L'e-mail de secours doit être différent de l'e-mail principal",
    en: 'The backup email must differ from the main email',
    de: 'Die Ersatz-E-Mail muss sich von der Haupt-E-Mail unterscheiden',
    it: "L'e-mail di riserva deve essere diversa da quella principale",
  },
  must_accept_terms: {
    fr: "Vous devez accepter les conditions d'utilisation",
    en: 'You must accept the terms of use',
    de: 'Sie müssen die Nutzungsbedingungen akzeptieren',
    it: "Devi accettare le condizioni d'uso",
  },
  must_select_file: {
    fr: 'Vous devez sélectionner un fichier',
    en: 'You must select a file',
    de: 'Sie müssen eine Datei auswählen',
    it: 'Devi selezionare un file',
  },
  bad_phone: {
    fr: "Le numéro de téléphone n'est pas valide",
    en: 'The phone number is not valid',
    de: 'Die Telefonnummer ist ungültig',
    it: 'Il numero di telefono non è valido',
  },
  bad_duns: { fr: 'Le DUNS compte 9 chiffres', en: 'The DUNS has 9 digits', de: 'Die DUNS hat 9 Ziffern', it: 'Il DUNS ha 9 cifre' },
  bad_siret: { fr: 'Le SIRET compte 14 chiffres', en: 'The SIRET has 14 digits', de: 'Die SIRET hat 14 Ziffern', it: 'Il SIRET ha 14 cifre' },
  bad_country: {
    fr: 'Choisissez un pays (code à deux lettres)',
    en: 'Choose a country (two-letter code)',
    de: 'Wählen Sie ein Land (Zwei-Buchstaben-Code)',
    it: 'Scegli un paese (codice di due lettere)',
  },
  bad_customer_code: {
    fr: 'Le code client ne doit contenir ni espace, ni guillemet, ni ü, ni ý (240 caractères maximum)',
    en: 'The customer code must not contain spaces, quotes, ü or ý (240 characters max)',
    de: 'Der Kundencode darf keine Leerzeichen, Anführungszeichen, ü oder ý enthalten (max. 240 Zeichen)',
    it: 'Il codice cliente non deve contenere spazi, virgolette, ü o ý (max 240 caratteri)',
  },
  bad_document_code: {
    fr: 'Le code document est de la forme 1234567-12345-12345-123456',
    en: 'A document code looks like 1234567-12345-12345-123456',
    de: 'Ein Dokumentcode hat die Form 1234567-12345-12345-123456',
    it: 'Un codice documento ha la forma 1234567-12345-12345-123456',
  },
  bad_date: { fr: "La date n'est pas valide", en: 'The date is not valid', de: 'Das Datum ist ungültig', it: 'La data non è valida' },
  bad_number: { fr: "Le nombre n'est pas valide", en: 'The number is not valid', de: 'Die Zahl ist ungültig', it: 'Il numero non è valido' },
  // SafeBox form (issue #13).
  bad_siret_check: {
    fr: "Le SIRET n'est pas valide (chiffre de contrôle)",
    en: 'The SIRET is not valid (check digit)',
    de: 'Die SIRET ist ungültig (Prüfziffer)',
    it: 'Il SIRET non è valido (cifra di controllo)',
  },
  bad_zipcode: {
    fr: 'Le code postal compte 5 chiffres',
    en: 'The postal code has 5 digits',
    de: 'Die Postleitzahl hat 5 Ziffern',
    it: 'Il codice postale ha 5 cifre',
  },
  must_accept_safebox_terms: {
    fr: 'Vous devez accepter les conditions du contrat SafeBox',
    en: 'You must accept the terms of the SafeBox contract',
    de: 'Sie müssen die Bedingungen des SafeBox-Vertrags akzeptieren',
    it: 'Devi accettare le condizioni del contratto SafeBox',
  },
  // Shop (issue #14).
  vat_number_not_registered: {
    fr: "Ce numéro de TVA intracommunautaire n'est pas enregistré selon VIES, le service de la Commission européenne",
    en: "This EU VAT number is not registered according to VIES, the European Commission's service",
    de: 'Diese USt-IdNr. ist laut VIES, dem Dienst der Europäischen Kommission, nicht registriert',
    it: 'Questa partita IVA UE non risulta registrata secondo VIES, il servizio della Commissione europea',
  },
  bad_vat_number: {
    fr: "Le numéro de TVA intracommunautaire n'a pas le format de ce pays",
    en: "The EU VAT number does not have this country's format",
    de: 'Die USt-IdNr. hat nicht das Format dieses Landes',
    it: 'La partita IVA UE non ha il formato di questo paese',
  },
  billing_required: {
    fr: 'Renseignez vos informations de facturation et acceptez les conditions',
    en: 'Fill in your billing details and accept the terms',
    de: 'Geben Sie Ihre Rechnungsdaten ein und akzeptieren Sie die Bedingungen',
    it: 'Inserisci i dati di fatturazione e accetta le condizioni',
  },
  cart_empty: { fr: 'Votre panier est vide', en: 'Your cart is empty', de: 'Ihr Warenkorb ist leer', it: 'Il carrello è vuoto' },
  delivery_customer_required: {
    fr: 'Indiquez un code client ou une adresse e-mail (un seul des deux)',
    en: 'Give a customer code or an e-mail address (one of the two)',
    de: 'Geben Sie einen Kundencode oder eine E-Mail-Adresse an (nur eines von beiden)',
    it: 'Indica un codice cliente o un indirizzo e-mail (uno solo dei due)',
  },
  delivery_unknown_customer_code: {
    fr: "Ce code client n'existe pas chez ce fournisseur",
    en: 'This customer code does not exist for this supplier',
    de: 'Dieser Kundencode existiert bei diesem Lieferanten nicht',
    it: 'Questo codice cliente non esiste presso questo fornitore',
  },
  delivery_unknown_product: {
    fr: "Aucune fiche de ce fournisseur n'a ce code produit",
    en: 'No sheet of this supplier has this product code',
    de: 'Kein Datenblatt dieses Lieferanten hat diesen Produktcode',
    it: 'Nessuna scheda di questo fornitore ha questo codice prodotto',
  },
} as const satisfies Record<string, Record<InterfaceLanguage, string>>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function validationMessage(key: string, language: InterfaceLanguage): string {
  const entry = (VALIDATION_MESSAGES as Record<string, Record<InterfaceLanguage, string>>)[key];
  return entry ? entry[language] : key;
}
