import type { InterfaceLanguage } from './languages.ts';

/**
 * The error catalogue (api-spec §8) as data: code, HTTP status, message key and the message in each interface
 * language. The server answers with these; the web maps a code to its translated text from here too.
 * Codes of the spec keep their numbers; codes 600+ are ours, for messages the spec names without a code.
 */
export interface ErrorDefinition {
  code: number;
  status: number;
  key: string;
  messages: Record<InterfaceLanguage, string>;
}

function def(code: number, status: number, key: string, messages: Record<InterfaceLanguage, string>): ErrorDefinition {
  return { code, status, key, messages };
}

export const ERRORS = {
  highTraffic: def(302, 429, 'high_traffic', {
    fr: "En raison d'un trafic inhabituel, l'accès aux FDS est suspendu pour votre adresse IP. Contactez notre support : {support}.",
    en: 'Because of unusual traffic, access to the sheets is suspended for your IP address. Please contact our support: {support}.',
    de: 'Wegen ungewöhnlich hohen Datenverkehrs ist der Zugriff auf die Datenblätter für Ihre IP-Adresse gesperrt. Bitte wenden Sie sich an unseren Support: {support}.',
    it: "A causa di un traffico insolito, l'accesso alle schede è sospeso per il tuo indirizzo IP. Contatta il nostro supporto: {support}.",
  }),
  loginFail: def(555, 401, 'login_fail', {
    fr: 'Mot de passe ou adresse e-mail inconnu',
    en: 'Unknown password or email address',
    de: 'Unbekanntes Passwort oder unbekannte E-Mail-Adresse',
    it: 'Password o indirizzo e-mail sconosciuto',
  }),
  sessionExpired: def(556, 401, 'session_expired', {
    fr: 'Votre session a expiré',
    en: 'Your session has expired',
    de: 'Ihre Sitzung ist abgelaufen',
    it: 'La tua sessione è scaduta',
  }),
  notAdmin: def(562, 403, 'not_admin', {
    fr: "Vous n'avez pas accès à l'administration",
    en: 'You do not have access to the administration',
    de: 'Sie haben keinen Zugang zur Verwaltung',
    it: "Non hai accesso all'amministrazione",
  }),
  myFdsBroken: def(564, 409, 'my_fds_broken', {
    fr: 'Votre compte MES-FDS ne fonctionne pas, veuillez contacter notre support',
    en: 'Your MY-SDS account is not working, please contact our support',
    de: 'Ihr MEINE-SDB-Konto funktioniert nicht, bitte wenden Sie sich an unseren Support',
    it: 'Il tuo account LE-MIE-SDS non funziona, contatta il nostro supporto',
  }),
  invalidCustomerCode: def(567, 400, 'invalid_customer_code', {
    fr: 'Code client invalide',
    en: 'Invalid customer code',
    de: 'Ungültiger Kundencode',
    it: 'Codice cliente non valido',
  }),
  cartOfferInvalid: def(582, 400, 'cart_offer_invalid', {
    fr: "Cette offre n'est plus disponible et a été retirée du panier",
    en: 'This offer is no longer available and was removed from the cart',
    de: 'Dieses Angebot ist nicht mehr verfügbar und wurde aus dem Warenkorb entfernt',
    it: 'Questa offerta non è più disponibile ed è stata rimossa dal carrello',
  }),
  missingRecord: def(587, 404, 'missing_record', {
    fr: 'Aucun produit trouvé. Si le fournisseur réserve ses fiches à ses clients, saisissez votre code client.',
    en: 'No product found. If the supplier restricts its sheets to its customers, enter your customer code.',
    de: 'Kein Produkt gefunden. Wenn der Lieferant seine Datenblätter seinen Kunden vorbehält, geben Sie Ihren Kundencode ein.',
    it: 'Nessun prodotto trovato. Se il fornitore riserva le sue schede ai clienti, inserisci il tuo codice cliente.',
  }),
  minimumQuantity: def(590, 400, 'minimum_quantity', {
    fr: 'Quantité insuffisante, veuillez modifier votre panier',
    en: 'Insufficient quantity, please modify your cart',
    de: 'Unzureichende Menge, bitte ändern Sie Ihren Warenkorb',
    it: 'Quantità insufficiente, modifica il carrello',
  }),
  validation: def(595, 400, 'validation', {
    fr: 'Un champ est invalide',
    en: 'A field is invalid',
    de: 'Ein Feld ist ungültig',
    it: 'Un campo non è valido',
  }),
  internal: def(9999, 500, 'internal', {
    fr: "Votre demande n'a pas pu aboutir, veuillez réessayer plus tard",
    en: 'Your request could not be completed, try later',
    de: 'Ihre Anfrage konnte nicht ausgeführt werden, bitte versuchen Sie es später erneut',
    it: 'Non è stato possibile completare la richiesta, riprova più tardi',
  }),
  mailAlreadyUsed: def(600, 409, 'mail_already_use', {
    fr: 'Cette adresse e-mail est déjà utilisée. Connectez-vous avec votre compte existant ou réinitialisez votre mot de passe.',
    en: 'This email address is already used. Log in with your existing account or reset your password.',
    de: 'Diese E-Mail-Adresse wird bereits verwendet. Melden Sie sich mit Ihrem bestehenden Konto an oder setzen Sie Ihr Passwort zurück.',
    it: 'Questo indirizzo e-mail è già utilizzato. Accedi con il tuo account esistente o reimposta la password.',
  }),
  tokenInvalid: def(601, 400, 'token_invalid', {
    fr: "Pour des raisons de sécurité, l'action ne peut plus être traitée. Veuillez refaire une demande.",
    en: 'For security reasons the action can no longer be processed. Please make a new request.',
    de: 'Aus Sicherheitsgründen kann die Aktion nicht mehr ausgeführt werden. Bitte stellen Sie eine neue Anfrage.',
    it: "Per motivi di sicurezza l'azione non può più essere eseguita. Effettua una nuova richiesta.",
  }),
  notLoggedIn: def(602, 401, 'not_logged_in', {
    fr: 'Vous devez être connecté pour accéder à cette page',
    en: 'You must be logged in to access this page',
    de: 'Sie müssen angemeldet sein, um diese Seite aufzurufen',
    it: 'Devi aver effettuato l’accesso per visualizzare questa pagina',
  }),
  forbidden: def(603, 403, 'forbidden', {
    fr: "Vous n'avez pas le droit d'effectuer cette action",
    en: 'You are not allowed to do this',
    de: 'Sie dürfen diese Aktion nicht ausführen',
    it: 'Non sei autorizzato a eseguire questa azione',
  }),
  notFound: def(604, 404, 'not_found', {
    fr: "La ressource demandée n'existe pas",
    en: 'The requested resource does not exist',
    de: 'Die angeforderte Ressource existiert nicht',
    it: 'La risorsa richiesta non esiste',
  }),
  documentNotFound: def(605, 404, 'document_not_found', {
    fr: "Le document n'existe pas ou a été supprimé. Utilisez la page de recherche.",
    en: 'The document does not exist or was deleted. Please use the search page.',
    de: 'Das Dokument existiert nicht oder wurde gelöscht. Bitte verwenden Sie die Suchseite.',
    it: 'Il documento non esiste o è stato eliminato. Usa la pagina di ricerca.',
  }),
  vigilanceError: def(606, 422, 'vigilance_error', {
    fr: "L'âge ou la langue de la fiche ne permet pas l'évaluation de la vigilance REACH : {reason}",
    en: 'The age or language of the sheet prevents the REACH watch evaluation: {reason}',
    de: 'Alter oder Sprache des Datenblatts verhindern die REACH-Überwachung: {reason}',
    it: "L'età o la lingua della scheda impedisce la valutazione della vigilanza REACH: {reason}",
  }),
  creditsExhausted: def(607, 402, 'credits_exhausted', {
    fr: "La fiche n'a pas été traitée car vos crédits sont épuisés",
    en: 'The sheet was not processed because your credits are exhausted',
    de: 'Das Datenblatt wurde nicht verarbeitet, da Ihre Guthaben aufgebraucht sind',
    it: 'La scheda non è stata elaborata perché i crediti sono esauriti',
  }),
  orderPending: def(608, 409, 'order_pending', {
    fr: 'Une commande est encore en cours de traitement',
    en: 'An order is still being processed',
    de: 'Eine Bestellung wird noch bearbeitet',
    it: 'Un ordine è ancora in corso di elaborazione',
  }),
  siretAlreadyUsed: def(609, 409, 'siret_already_used', {
    fr: 'Ce SIRET est déjà utilisé pour un autre compte',
    en: 'This SIRET is already used for another account',
    de: 'Diese SIRET wird bereits für ein anderes Konto verwendet',
    it: 'Questo SIRET è già utilizzato per un altro account',
  }),
  companyMismatch: def(610, 400, 'company_mismatch', {
    fr: 'Le nom de la société ne correspond pas',
    en: 'The company name does not match',
    de: 'Der Firmenname stimmt nicht überein',
    it: "Il nome dell'azienda non corrisponde",
  }),
  payloadTooLarge: def(611, 413, 'payload_too_large', {
    fr: 'Le fichier ou la requête est trop volumineux',
    en: 'The file or request is too large',
    de: 'Die Datei oder Anfrage ist zu groß',
    it: 'Il file o la richiesta è troppo grande',
  }),
  unknownSupplier: def(612, 404, 'unknown_supplier', {
    fr: 'Fournisseur inconnu',
    en: 'Unknown supplier',
    de: 'Unbekannter Lieferant',
    it: 'Fornitore sconosciuto',
  }),
  supplierNotMember: def(613, 404, 'supplier_not_member', {
    fr: "Ce fournisseur n'est pas adhérent",
    en: 'This supplier is not a member',
    de: 'Dieser Lieferant ist kein Mitglied',
    it: 'Questo fornitore non è aderente',
  }),
  originRejected: def(614, 403, 'origin_rejected', {
    fr: "La requête vient d'une origine non autorisée",
    en: 'The request comes from an origin that is not allowed',
    de: 'Die Anfrage stammt von einem nicht zugelassenen Ursprung',
    it: "La richiesta proviene da un'origine non consentita",
  }),
  badRequest: def(615, 400, 'bad_request', {
    fr: 'La requête est mal formée',
    en: 'The request is malformed',
    de: 'Die Anfrage ist fehlerhaft',
    it: 'La richiesta non è valida',
  }),
  adminCannotRegister: def(616, 403, 'admin_cannot_register', {
    fr: 'Un administrateur ne peut pas créer de compte',
    en: 'An administrator cannot register',
    de: 'Ein Administrator kann sich nicht registrieren',
    it: 'Un amministratore non può registrarsi',
  }),
  listNotLoaded: def(617, 409, 'list_not_loaded', {
    fr: "Cette liste réglementaire n'est pas encore chargée",
    en: 'This regulatory list is not loaded yet',
    de: 'Diese Regelungsliste ist noch nicht geladen',
    it: 'Questo elenco normativo non è ancora caricato',
  }),
  notEntitled: def(618, 402, 'not_entitled', {
    fr: "Cet outil n'est pas actif sur votre compte",
    en: 'This tool is not active on your account',
    de: 'Dieses Werkzeug ist für Ihr Konto nicht aktiv',
    it: 'Questo strumento non è attivo sul tuo account',
  }),
  extractionUnavailable: def(619, 404, 'extraction_unavailable', {
    fr: 'Les données de cette fiche ne sont pas encore extraites',
    en: 'The data of this sheet has not been extracted yet',
    de: 'Die Daten dieses Datenblatts wurden noch nicht extrahiert',
    it: 'I dati di questa scheda non sono ancora stati estratti',
  }),
  // 700-709: SafeBox (issue #13).
  companyParameterMissing: def(700, 400, 'company_parameter_missing', {
    fr: "Le nom de la société de votre compte est manquant : complétez votre profil avant d'adhérer à SafeBox",
    en: 'The company name of your account is missing: complete your profile before joining SafeBox',
    de: 'Der Firmenname Ihres Kontos fehlt: Vervollständigen Sie Ihr Profil, bevor Sie SafeBox beitreten',
    it: "Manca il nome dell'azienda del tuo account: completa il profilo prima di aderire a SafeBox",
  }),
  registryUnavailable: def(701, 503, 'registry_unavailable', {
    fr: "Le répertoire des entreprises (Sirene) ne répond pas, votre demande n'a pas été enregistrée. Réessayez plus tard.",
    en: 'The company registry (Sirene) is not answering; your request was not stored. Please try again later.',
    de: 'Das Unternehmensregister (Sirene) antwortet nicht; Ihre Anfrage wurde nicht gespeichert. Bitte versuchen Sie es später erneut.',
    it: 'Il registro delle imprese (Sirene) non risponde; la richiesta non è stata registrata. Riprova più tardi.',
  }),
  siretUnknown: def(702, 400, 'siret_unknown', {
    fr: "Ce SIRET est inconnu du répertoire Sirene ou l'établissement est fermé",
    en: 'This SIRET is unknown to the Sirene registry or the establishment is closed',
    de: 'Diese SIRET ist im Sirene-Register unbekannt oder die Niederlassung ist geschlossen',
    it: 'Questo SIRET è sconosciuto al registro Sirene o lo stabilimento è chiuso',
  }),
  safeboxPending: def(703, 409, 'safebox_pending', {
    fr: 'Une demande SafeBox attend déjà son contrat signé, ou vous êtes déjà adhérent',
    en: 'A SafeBox request is already waiting for its signed contract, or you are already a member',
    de: 'Ein SafeBox-Antrag wartet bereits auf den unterschriebenen Vertrag, oder Sie sind bereits Mitglied',
    it: 'Una richiesta SafeBox attende già il contratto firmato, oppure sei già aderente',
  }),
  safeboxContractUnknown: def(704, 404, 'safebox_contract_unknown', {
    fr: 'Aucun contrat SafeBox en attente de signature ne porte cet identifiant sur votre compte',
    en: 'No SafeBox contract waiting for signature has this identifier on your account',
    de: 'Kein auf Unterschrift wartender SafeBox-Vertrag Ihres Kontos hat diese Kennung',
    it: 'Nessun contratto SafeBox in attesa di firma ha questo identificativo sul tuo account',
  }),
  safeboxContractSigned: def(705, 409, 'safebox_contract_signed', {
    fr: 'Ce contrat SafeBox a déjà été signé',
    en: 'This SafeBox contract has already been signed',
    de: 'Dieser SafeBox-Vertrag wurde bereits unterschrieben',
    it: 'Questo contratto SafeBox è già stato firmato',
  }),
  safeboxContractLapsed: def(706, 410, 'safebox_contract_lapsed', {
    fr: 'Le délai de retour de ce contrat SafeBox est dépassé : faites une nouvelle demande',
    en: 'The return deadline of this SafeBox contract has passed: please make a new request',
    de: 'Die Rückgabefrist dieses SafeBox-Vertrags ist abgelaufen: Bitte stellen Sie einen neuen Antrag',
    it: 'Il termine di restituzione di questo contratto SafeBox è scaduto: effettua una nuova richiesta',
  }),
  safeboxFormRequired: def(707, 400, 'safebox_form_required', {
    fr: 'Pour adhérer à SafeBox, remplissez le formulaire SafeBox (société, SIRET, DUNS, adresse) et signez le contrat',
    en: 'To join SafeBox, fill in the SafeBox form (company, SIRET, DUNS, address) and sign the contract',
    de: 'Um SafeBox beizutreten, füllen Sie das SafeBox-Formular aus (Firma, SIRET, DUNS, Adresse) und unterschreiben Sie den Vertrag',
    it: 'Per aderire a SafeBox, compila il modulo SafeBox (azienda, SIRET, DUNS, indirizzo) e firma il contratto',
  }),
  // 660-669: substance watch (Vigi-Substances).
  listFileInvalid: def(660, 400, 'list_file_invalid', {
    fr: 'Le fichier ne correspond pas au format attendu pour cette liste (colonnes attendues : {columns})',
    en: 'The file does not have the format expected for this list (expected columns: {columns})',
    de: 'Die Datei hat nicht das für diese Liste erwartete Format (erwartete Spalten: {columns})',
    it: 'Il file non ha il formato previsto per questo elenco (colonne attese: {columns})',
  }),
  // Catalogue (issue #3): codes 640-649.
  freeConsultRequired: def(640, 401, 'free_consult_required', {
    fr: 'Pour consulter une fiche sans compte, indiquez vos nom, société et e-mail ou connectez-vous.',
    en: 'To open a sheet without an account, give your name, company and e-mail, or log in.',
    de: 'Um ein Datenblatt ohne Konto zu öffnen, geben Sie Name, Firma und E-Mail an oder melden Sie sich an.',
    it: 'Per aprire una scheda senza account, indica nome, azienda ed e-mail oppure accedi.',
  }),
  customerCodeRequired: def(641, 403, 'customer_code_required', {
    fr: 'Cette fiche est réservée aux clients du fournisseur : saisissez votre code client.',
    en: "This sheet is restricted to the supplier's customers: enter your customer code.",
    de: 'Dieses Datenblatt ist den Kunden des Lieferanten vorbehalten: Geben Sie Ihren Kundencode ein.',
    it: 'Questa scheda è riservata ai clienti del fornitore: inserisci il tuo codice cliente.',
  }),
  fileUnavailable: def(642, 404, 'file_unavailable', {
    fr: "Le fichier de cette fiche n'est pas disponible pour le moment",
    en: 'The file of this sheet is not available at the moment',
    de: 'Die Datei dieses Datenblatts ist derzeit nicht verfügbar',
    it: 'Il file di questa scheda non è al momento disponibile',
  }),
  // My-FDS (issue #12): codes 690-699.
  uploadFileRequired: def(690, 400, 'upload_file_required', {
    fr: 'Vous devez sélectionner un fichier',
    en: 'You must select a file',
    de: 'Sie müssen eine Datei auswählen',
    it: 'Devi selezionare un file',
  }),
  uploadNotPdf: def(691, 400, 'upload_not_pdf', {
    fr: "Le fichier n'est pas un PDF lisible",
    en: 'The file is not a readable PDF',
    de: 'Die Datei ist keine lesbare PDF-Datei',
    it: 'Il file non è un PDF leggibile',
  }),
  uploadEncrypted: def(692, 400, 'upload_encrypted', {
    fr: 'Le PDF est protégé par un mot de passe ou chiffré : envoyez une version non protégée',
    en: 'The PDF is password-protected or encrypted: send an unprotected copy',
    de: 'Die PDF-Datei ist passwortgeschützt oder verschlüsselt: Senden Sie eine ungeschützte Kopie',
    it: 'Il PDF è protetto da password o cifrato: invia una copia non protetta',
  }),
  uploadTooLarge: def(693, 413, 'upload_too_large', {
    fr: 'Le fichier dépasse la taille maximale de {max} Mo',
    en: 'The file exceeds the maximum size of {max} MB',
    de: 'Die Datei überschreitet die maximale Größe von {max} MB',
    it: 'Il file supera la dimensione massima di {max} MB',
  }),
  noHistoryToImport: def(694, 404, 'no_history_to_import', {
    fr: 'Aucune fiche consultée à importer',
    en: 'No history to import',
    de: 'Kein Verlauf zum Importieren',
    it: 'Nessuna cronologia da importare',
  }),
  importFailed: def(695, 409, 'import_failed', {
    fr: "Une erreur s'est produite lors de l'import",
    en: 'An error occurred during import',
    de: 'Beim Import ist ein Fehler aufgetreten',
    it: "Si è verificato un errore durante l'importazione",
  }),
  myFdsDataUnavailable: def(696, 503, 'my_fds_data_unavailable', {
    fr: "Les données n'ont pas pu être récupérées, veuillez réessayer plus tard",
    en: 'The data could not be retrieved, please try again later',
    de: 'Die Daten konnten nicht abgerufen werden, bitte versuchen Sie es später erneut',
    it: 'Non è stato possibile recuperare i dati, riprova più tardi',
  }),
  uploadFailed: def(697, 409, 'upload_failed', {
    fr: "L'envoi de la fiche a échoué, veuillez réessayer",
    en: 'The sheet could not be uploaded, please try again',
    de: 'Das Datenblatt konnte nicht hochgeladen werden, bitte versuchen Sie es erneut',
    it: 'Non è stato possibile caricare la scheda, riprova',
  }),
  // Issue #22 item 6 (ours: the spec has no storage quota): the account's uploads would pass MY_FDS_STORAGE_QUOTA_BYTES.
  uploadQuotaExceeded: def(698, 413, 'upload_quota_exceeded', {
    fr: "Votre espace de stockage est plein ({used} Mo sur {max} Mo) : retirez des fiches envoyées pour en ajouter d'autres",
    en: 'Your storage is full ({used} MB of {max} MB): remove uploaded sheets to add new ones',
    de: 'Ihr Speicherplatz ist voll ({used} MB von {max} MB): Entfernen Sie hochgeladene Datenblätter, um neue hinzuzufügen',
    it: 'Il tuo spazio di archiviazione è pieno ({used} MB su {max} MB): rimuovi delle schede caricate per aggiungerne altre',
  }),
  // Hardening (issue #11): codes 680-689.
  tooManyAttempts: def(680, 429, 'too_many_attempts', {
    fr: 'Trop de tentatives infructueuses : réessayez dans quelques minutes.',
    en: 'Too many failed attempts: please try again in a few minutes.',
    de: 'Zu viele fehlgeschlagene Versuche: Bitte versuchen Sie es in einigen Minuten erneut.',
    it: 'Troppi tentativi falliti: riprova tra qualche minuto.',
  }),
  rangeNotSatisfiable: def(681, 416, 'range_not_satisfiable', {
    fr: 'La partie demandée du fichier est hors de ses limites',
    en: 'The requested part of the file is outside it',
    de: 'Der angeforderte Teil der Datei liegt außerhalb der Datei',
    it: 'La parte richiesta del file è al di fuori dei suoi limiti',
  }),
  // Account (issue #16): codes 720-729.
  /** PUT /users/{login}/password: the current password given is not the account's (counted like a failed login). */
  currentPasswordWrong: def(720, 400, 'current_password_wrong', {
    fr: 'Le mot de passe actuel est incorrect',
    en: 'The current password is incorrect',
    de: 'Das aktuelle Passwort ist falsch',
    it: 'La password attuale non è corretta',
  }),
  // Forms and site content (issue #25): codes 730-739.
  /** A contact form sent too often from one e-mail address or one IP address (FORM_REQUESTS_PER_*_PER_HOUR). */
  formTooManyRequests: def(730, 429, 'form_too_many_requests', {
    fr: 'Vous avez déjà envoyé plusieurs demandes dans la dernière heure : nous y répondons, réessayez plus tard si besoin.',
    en: 'You have already sent several requests in the last hour: we will answer them; try again later if needed.',
    de: 'Sie haben in der letzten Stunde bereits mehrere Anfragen gesendet: Wir beantworten sie; versuchen Sie es bei Bedarf später erneut.',
    it: "Hai già inviato diverse richieste nell'ultima ora: risponderemo; se necessario riprova più tardi.",
  }),
  /** api-spec §8: the planned service-interruption notice (its window is SERVICE_INTERRUPTION of constants.ts). */
  serviceInterruption: def(731, 503, 'service_interruption', {
    fr: 'Une interruption de service est prévue du {start} au {end}.',
    en: 'A service interruption is planned from {start} to {end}.',
    de: 'Eine Dienstunterbrechung ist vom {start} bis zum {end} geplant.',
    it: 'È prevista un’interruzione del servizio dal {start} al {end}.',
  }),
  /** api-spec §8 "Unknown: 'Undetermined error' / 'Unknown error'": an answer the client cannot place. */
  unknownError: def(732, 500, 'unknown_error', {
    fr: 'Erreur inconnue',
    en: 'Unknown error',
    de: 'Unbekannter Fehler',
    it: 'Errore sconosciuto',
  }),
  // The back office's users and roles (issue #26 part 1): codes 740-749.
  /** An administrator may not take their own administrator role away (the platform would be left without a way back). */
  ownAdminRole: def(740, 409, 'own_admin_role', {
    fr: 'Vous ne pouvez pas retirer votre propre rôle d’administrateur',
    en: 'You cannot take away your own administrator role',
    de: 'Sie können sich Ihre eigene Administratorrolle nicht entziehen',
    it: 'Non può togliersi il proprio ruolo di amministratore',
  }),
  /** A staff member may not lock their own account, nor end their own session from the back office. */
  ownAccountLock: def(741, 409, 'own_account_lock', {
    fr: 'Vous ne pouvez pas verrouiller votre propre compte',
    en: 'You cannot lock your own account',
    de: 'Sie können Ihr eigenes Konto nicht sperren',
    it: 'Non può bloccare il proprio account',
  }),
  /** A credit adjustment for an offer the user holds no live holding of. */
  creditsNoHolding: def(742, 409, 'credits_no_holding', {
    fr: 'Ce compte ne détient pas cette offre en cours de validité : il n’y a pas de crédits à ajuster',
    en: 'This account holds no valid holding of this offer: there are no credits to adjust',
    de: 'Dieses Konto besitzt dieses Angebot nicht gültig: Es gibt keine Guthaben anzupassen',
    it: 'Questo account non detiene questa offerta in corso di validità: non ci sono crediti da modificare',
  }),
  /** A credit adjustment that would leave fewer credits than those already spent. */
  creditsBelowUsed: def(743, 409, 'credits_below_used', {
    fr: 'Les crédits ne peuvent pas descendre sous ceux déjà dépensés ({left} crédits restants au plus peuvent être retirés)',
    en: 'The credits cannot go below those already spent (at most {left} credits left can be taken away)',
    de: 'Die Guthaben können nicht unter die bereits verbrauchten sinken (höchstens {left} verbleibende Guthaben können abgezogen werden)',
    it: 'I crediti non possono scendere sotto quelli già spesi (al massimo {left} crediti rimasti possono essere tolti)',
  }),
  /** Issue #27: publishing a draft the reader flagged (unreadable, wrong language, missing pages) needs a confirmation. */
  draftNeedsConfirmation: def(760, 409, 'draft_needs_confirmation', {
    fr: 'Le lecteur a signalé ce fichier ({flags}) : confirmez pour le publier quand même.',
    en: 'The reader flagged this file ({flags}): confirm to publish it anyway.',
    de: 'Der Leser hat diese Datei markiert ({flags}): Bestätigen Sie, um sie trotzdem zu veröffentlichen.',
    it: 'Il lettore ha segnalato questo file ({flags}): conferma per pubblicarlo comunque.',
  }),
  /** Issue #27: the draft is still being read; its fields are prefilled when the reading is done. */
  draftBeingRead: def(761, 409, 'draft_being_read', {
    fr: 'La fiche est en cours de lecture : réessayez dans un instant.',
    en: 'The sheet is still being read: try again in a moment.',
    de: 'Das Datenblatt wird noch gelesen: Versuchen Sie es gleich noch einmal.',
    it: 'La scheda è ancora in lettura: riprova tra un momento.',
  }),
  /** Issue #27: a draft of the caller's supplier that does not exist (or is already published or discarded). */
  draftNotFound: def(762, 404, 'draft_not_found', {
    fr: "Ce brouillon n'existe pas ou a déjà été publié",
    en: 'This draft does not exist or was already published',
    de: 'Dieser Entwurf existiert nicht oder wurde bereits veröffentlicht',
    it: 'Questa bozza non esiste o è già stata pubblicata',
  }),
  /** Issue #27: a sheet's access beyond the supplier's level (a private supplier has no public sheet). */
  accessBeyondLevel: def(763, 400, 'access_beyond_level', {
    fr: "Le niveau d'accès de votre organisation ({level}) ne permet pas cet accès",
    en: "Your organisation's access level ({level}) does not allow this access",
    de: 'Die Zugriffsstufe Ihrer Organisation ({level}) erlaubt diesen Zugriff nicht',
    it: 'Il livello di accesso della tua organizzazione ({level}) non consente questo accesso',
  }),
  /** Issue #27: an invitation link that is unknown, already used or expired. */
  invitationInvalid: def(764, 410, 'invitation_invalid', {
    fr: "Cette invitation n'est plus valable : demandez-en une nouvelle à votre administrateur",
    en: 'This invitation is no longer valid: ask your administrator for a new one',
    de: 'Diese Einladung ist nicht mehr gültig: Bitten Sie Ihren Administrator um eine neue',
    it: 'Questo invito non è più valido: chiedine uno nuovo al tuo amministratore',
  }),
  /** Issue #27: a user belongs to at most one supplier. */
  alreadySupplierMember: def(765, 409, 'already_supplier_member', {
    fr: 'Ce compte appartient déjà à un autre fournisseur',
    en: 'This account already belongs to another supplier',
    de: 'Dieses Konto gehört bereits zu einem anderen Lieferanten',
    it: 'Questo account appartiene già a un altro fornitore',
  }),
  // 766 was the supplier space's own "code exists": one code for it now, customerCodeExists (758).
  /** Issue #27: an invitation for an address that the invitation does not name. */
  invitationOtherEmail: def(767, 403, 'invitation_other_email', {
    fr: 'Cette invitation a été envoyée à une autre adresse e-mail ({email}) : connectez-vous avec celle-ci',
    en: 'This invitation was sent to another e-mail address ({email}): log in with that one',
    de: 'Diese Einladung wurde an eine andere E-Mail-Adresse gesendet ({email}): Melden Sie sich mit dieser an',
    it: 'Questo invito è stato inviato a un altro indirizzo e-mail ({email}): accedi con quello',
  }),
  deskRequestClosed: def(750, 409, 'desk_request_closed', {
    fr: 'Cette demande est close : rouvrez-la avant de répondre',
    en: 'This request is closed: reopen it before replying',
    de: 'Diese Anfrage ist geschlossen: Öffnen Sie sie wieder, bevor Sie antworten',
    it: 'Questa richiesta è chiusa: riaprila prima di rispondere',
  }),
  premiumCheckNotQueued: def(751, 404, 'premium_check_not_queued', {
    fr: "Aucun contrôle Premium n'est demandé pour cette fiche",
    en: 'No Premium check was asked for this sheet',
    de: 'Für dieses Datenblatt wurde keine Premium-Prüfung angefordert',
    it: 'Nessun controllo Premium è stato richiesto per questa scheda',
  }),
  premiumCheckUnsaved: def(752, 409, 'premium_check_unsaved', {
    fr: "Enregistrez la lecture contrôlée avant de l'approuver",
    en: 'Save the checked reading before approving it',
    de: 'Speichern Sie die geprüfte Auslesung, bevor Sie sie freigeben',
    it: 'Salva la lettura controllata prima di approvarla',
  }),
  premiumCheckUnread: def(753, 409, 'premium_check_unread', {
    fr: "La fiche n'a pas encore été lue : le contrôle attend sa lecture",
    en: 'The sheet has not been read yet: the check waits for its reading',
    de: 'Das Datenblatt wurde noch nicht ausgelesen: Die Prüfung wartet auf die Auslesung',
    it: 'La scheda non è ancora stata letta: il controllo attende la sua lettura',
  }),
  /** Back office (issue #26): a refund or cancellation of an order in a state that does not allow it. */
  orderNotRefundable: def(755, 409, 'order_not_refundable', {
    fr: 'Cette commande ne peut pas être remboursée ou annulée dans son état actuel',
    en: 'This order cannot be refunded or cancelled in its current state',
    de: 'Diese Bestellung kann in ihrem aktuellen Zustand nicht erstattet oder storniert werden',
    it: 'Questo ordine non può essere rimborsato o annullato nel suo stato attuale',
  }),
  /** Back office: the payment provider refused the refund (nothing was changed here). */
  refundRefused: def(756, 502, 'refund_refused', {
    fr: 'Le prestataire de paiement a refusé le remboursement : rien n’a été modifié',
    en: 'The payment provider refused the refund: nothing was changed',
    de: 'Der Zahlungsdienstleister hat die Erstattung abgelehnt: nichts wurde geändert',
    it: 'Il fornitore di pagamento ha rifiutato il rimborso: nulla è stato modificato',
  }),
  /** Back office: a credit note whose PDF is still being made (a job renders it after the refund). */
  documentNotReady: def(757, 409, 'document_not_ready', {
    fr: 'Le document est en cours de préparation, réessayez dans un instant',
    en: 'The document is being prepared, please try again in a moment',
    de: 'Das Dokument wird gerade erstellt, bitte versuchen Sie es gleich noch einmal',
    it: 'Il documento è in preparazione, riprova tra un momento',
  }),
  /** Back office: this supplier already issued this customer code. */
  customerCodeExists: def(758, 409, 'customer_code_exists', {
    fr: 'Ce fournisseur a déjà ce code client',
    en: 'This supplier already has this customer code',
    de: 'Dieser Lieferant hat diesen Kundencode bereits',
    it: 'Questo fornitore ha già questo codice cliente',
  }),
  /** Back office: the list file changed between its preview and its import (preview it again). */
  listPreviewStale: def(759, 409, 'list_preview_stale', {
    fr: 'Le fichier importé n’est pas celui de l’aperçu : affichez l’aperçu à nouveau',
    en: 'The imported file is not the one previewed: preview it again',
    de: 'Die importierte Datei ist nicht die der Vorschau: Vorschau erneut anzeigen',
    it: 'Il file importato non è quello dell’anteprima: visualizza di nuovo l’anteprima',
  }),
  // The back office's users and roles (issue #26 part 1): codes 740-749.
  /** Issue #27: an `Authorization: Bearer` key that is unknown or revoked. */
  apiKeyInvalid: def(770, 401, 'api_key_invalid', {
    fr: "Clé d'API inconnue ou révoquée",
    en: 'Unknown or revoked API key',
    de: 'Unbekannter oder widerrufener API-Schlüssel',
    it: 'Chiave API sconosciuta o revocata',
  }),
  /** Issue #27: a call an API key may not make (account, keys, back office): it needs a logged-in session. */
  apiKeyNotAllowed: def(771, 403, 'api_key_not_allowed', {
    fr: "Cet appel n'est pas ouvert aux clés d'API : connectez-vous",
    en: 'This call is not open to API keys: log in',
    de: 'Dieser Aufruf ist für API-Schlüssel nicht freigegeben: Melden Sie sich an',
    it: 'Questa chiamata non è aperta alle chiavi API: accedi',
  }),
  /** Issue #27: a read key used for a write call. */
  apiKeyScope: def(772, 403, 'api_key_scope', {
    fr: "La portée de cette clé d'API (lecture) ne permet pas cet appel",
    en: 'The scope of this API key (read) does not allow this call',
    de: 'Der Geltungsbereich dieses API-Schlüssels (Lesen) erlaubt diesen Aufruf nicht',
    it: 'L’ambito di questa chiave API (lettura) non consente questa chiamata',
  }),
  /** Issue #28: a custom label grid whose cells are smaller than the label the capacity requires (a label never shrinks). */
  labelGridTooSmall: def(785, 400, 'label_grid_too_small', {
    fr: 'Cette grille donne des étiquettes de {cell} mm : il en faut au moins {label} mm pour cette contenance',
    en: 'This grid gives labels of {cell} mm: this capacity needs at least {label} mm',
    de: 'Dieses Raster ergibt Etiketten von {cell} mm: für dieses Volumen sind mindestens {label} mm nötig',
    it: 'Questa griglia dà etichette di {cell} mm: per questa capacità servono almeno {label} mm',
  }),
  /** Issue #28: a bulk label call in which not one sheet can be labelled (not read yet, no hazard data, not in the space). */
  labelsNoSheet: def(786, 422, 'labels_no_sheet', {
    fr: 'Aucune de ces fiches ne peut être étiquetée : {names}',
    en: 'None of these sheets can be labelled: {names}',
    de: 'Keines dieser Datenblätter kann etikettiert werden: {names}',
    it: 'Nessuna di queste schede può essere etichettata: {names}',
  }),
  /** Issue #28: a line of an imported inventory workbook names a sheet that is not in the user's space (nothing imported). */
  inventoryLineUnknownSheet: def(790, 422, 'inventory_line_unknown_sheet', {
    fr: 'Ligne {line} : la fiche {code} n’est pas dans votre espace my-FDS (rien n’a été importé)',
    en: 'Line {line}: the sheet {code} is not in your my-FDS space (nothing was imported)',
    de: 'Zeile {line}: Das Datenblatt {code} ist nicht in Ihrem my-FDS-Bereich (nichts wurde importiert)',
    it: 'Riga {line}: la scheda {code} non è nel tuo spazio my-FDS (non è stato importato nulla)',
  }),
  /** Issue #28: a line of an imported inventory workbook has a value its column does not accept (nothing imported). */
  inventoryLineInvalid: def(791, 422, 'inventory_line_invalid', {
    fr: 'Ligne {line} : la valeur « {value} » de la colonne « {column} » n’est pas valide (rien n’a été importé)',
    en: 'Line {line}: the value "{value}" in column "{column}" is not valid (nothing was imported)',
    de: 'Zeile {line}: Der Wert „{value}“ in der Spalte „{column}“ ist ungültig (nichts wurde importiert)',
    it: 'Riga {line}: il valore «{value}» della colonna «{column}» non è valido (non è stato importato nulla)',
  }),
  /** Issue #28: the imported file is not an inventory workbook in the layout of the export. */
  inventoryFileInvalid: def(792, 422, 'inventory_file_invalid', {
    fr: 'Ce fichier n’est pas un inventaire au format de l’export OpenFDS (xlsx, mêmes colonnes)',
    en: 'This file is not an inventory in the layout of the OpenFDS export (xlsx, same columns)',
    de: 'Diese Datei ist kein Inventar im Aufbau des OpenFDS-Exports (xlsx, gleiche Spalten)',
    it: 'Questo file non è un inventario nel formato dell’esportazione OpenFDS (xlsx, stesse colonne)',
  }),
  /** Issue #28: a regulatory tool's deliverable (report, saved load, label sheet) with no free use nor credit left. */
  toolCreditsExhausted: def(780, 402, 'tool_credits_exhausted', {
    fr: 'Plus de crédit pour cet outil : les utilisations gratuites du mois sont épuisées. Achetez un lot de crédits dans la boutique.',
    en: 'No credit left for this tool: the free uses of the month are spent. Buy a lot of credits in the shop.',
    de: 'Kein Guthaben mehr für dieses Werkzeug: Die kostenlosen Nutzungen des Monats sind verbraucht. Kaufen Sie ein Guthabenpaket im Shop.',
    it: 'Nessun credito rimasto per questo strumento: gli utilizzi gratuiti del mese sono esauriti. Acquista un lotto di crediti nel negozio.',
  }),
  /**
   * Issue #26: a deleted sheet cannot be restored while a newer revision of the same product and language is live
   * (one live latest version per product). Data `newer` gives that sheet's code so the screen links to it.
   */
  newerRevisionLive: def(800, 409, 'newer_revision_live', {
    fr: 'Une révision plus récente de ce produit est en ligne : {newer} (révisée le {revision}). Ouvrez-la, ou supprimez-la avant de restaurer celle-ci.',
    en: 'A newer revision of this product is live: {newer} (revised {revision}). Open it, or delete it before restoring this one.',
    de: 'Eine neuere Revision dieses Produkts ist online: {newer} (überarbeitet am {revision}). Öffnen Sie sie oder löschen Sie sie, bevor Sie diese wiederherstellen.',
    it: 'Una revisione più recente di questo prodotto è online: {newer} (revisionata il {revision}). Aprila, oppure eliminala prima di ripristinare questa.',
  }),
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorName = keyof typeof ERRORS;

const BY_CODE = new Map<number, ErrorDefinition>(Object.values(ERRORS).map((e) => [e.code, e]));

export function errorByCode(code: number): ErrorDefinition | undefined {
  return BY_CODE.get(code);
}

/** Fills {placeholders} of a catalogue message. */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => (k in params ? String(params[k]) : `{${k}}`));
}
