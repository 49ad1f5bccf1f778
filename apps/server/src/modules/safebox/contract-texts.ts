import type { InterfaceLanguage } from '@openfds/contract';
import type { MailTemplate } from '../../mail/render-mail.ts';
import { GREETINGS } from '../../mail/greetings.ts';

/** Texts of the SafeBox contract PDF, in every interface language. */
export interface ContractTexts {
  title: string;
  identifier: string;
  date: string;
  parties: string;
  provider: string;
  member: string;
  company: string;
  siret: string;
  duns: string;
  address: string;
  requestedBy: string;
  termsTitle: string;
  terms: string[];
  deadlineTitle: string;
  deadline: string;
  returnHow: string;
  signatureTitle: string;
  signatureFor: string;
  nameAndPosition: string;
  placeAndDate: string;
  stampAndSignature: string;
  electronicTitle: string;
  electronicSignedBy: string;
  electronicAt: string;
  electronicFrom: string;
  electronicHash: string;
  paperTitle: string;
  paperReceived: string;
}

export const CONTRACT_TEXTS: Record<InterfaceLanguage, ContractTexts> = {
  fr: {
    title: "Contrat d'adhésion SafeBox",
    identifier: 'Identifiant du contrat',
    date: 'Date de la demande',
    parties: 'Entre les soussignés',
    provider: 'OpenFDS, éditeur de la plateforme de fiches de données de sécurité, ci-après « le prestataire »,',
    member: "et la société ci-dessous, ci-après « l'adhérent » :",
    company: 'Raison sociale',
    siret: 'SIRET',
    duns: 'DUNS',
    address: 'Adresse',
    requestedBy: 'Demande faite par',
    termsTitle: 'Conditions',
    terms: [
      "1. Objet. SafeBox est un programme gratuit : le prestataire dépose automatiquement dans l'espace " +
        "Mes-FDS de l'adhérent les nouvelles révisions des fiches qui s'y trouvent et les fiches que ses " +
        'fournisseurs lui adressent comme client.',
      "2. Outils gratuits. L'adhérent bénéficie des outils gratuits en entier : extraction de base, veille " +
        'réglementaire des listes gratuites en détail avec son rapport PDF, et le lien permanent « one-click ' +
        '».',
      "3. Gratuité. L'adhésion ne donne lieu à aucune facturation. Les outils payants restent vendus par crédits.",
      "4. Données. Les fiches déposées restent dans l'espace de l'adhérent, y compris après la fin de " +
        "l'adhésion. Les données de la société ne servent qu'à l'exécution du contrat.",
      '5. Durée. Le contrat prend effet à la réception par le prestataire de ce contrat signé et revêtu du ' +
        'cachet de la société ; il est conclu pour une durée indéterminée.',
      "6. Résiliation. L'adhérent peut quitter SafeBox à tout moment depuis son profil ; les dépôts automatiques cessent alors.",
    ],
    deadlineTitle: 'Retour du contrat',
    deadline:
      'Ce contrat doit être retourné signé et revêtu du cachet de la société au plus tard le {date}. Passé ' +
      'ce délai, la demande devient caduque et une nouvelle demande est nécessaire.',
    returnHow: "Retour possible par signature en ligne depuis votre profil OpenFDS (identifiant ci-dessus) ou par courrier de l'exemplaire papier signé.",
    signatureTitle: 'Signature',
    signatureFor: "Pour l'adhérent",
    nameAndPosition: 'Nom et fonction du signataire',
    placeAndDate: 'Fait à, le',
    stampAndSignature: 'Cachet de la société et signature',
    electronicTitle: 'Signature électronique simple',
    electronicSignedBy: 'Signé par',
    electronicAt: 'Le',
    electronicFrom: "Depuis l'adresse",
    electronicHash: 'SHA-256 du contrat signé',
    paperTitle: 'Exemplaire papier',
    paperReceived: 'Exemplaire signé reçu le',
  },
  en: {
    title: 'SafeBox membership contract',
    identifier: 'Contract identifier',
    date: 'Request date',
    parties: 'Between',
    provider: 'OpenFDS, publisher of the safety data sheet platform, hereinafter "the provider",',
    member: 'and the company below, hereinafter "the member":',
    company: 'Company name',
    siret: 'SIRET',
    duns: 'DUNS',
    address: 'Address',
    requestedBy: 'Requested by',
    termsTitle: 'Terms',
    terms: [
      "1. Purpose. SafeBox is a free programme: the provider automatically deposits into the member's " +
        'My-SDS space the new revisions of the sheets it holds and the sheets its suppliers send to it as a ' +
        'customer.',
      '2. Free tools. The member gets the free tools in full: basic extraction, the free watch lists in ' +
        'full detail with their PDF report, and the permanent "one-click" link.',
      '3. Free of charge. Membership is never invoiced. Paid tools are still sold by credits.',
      "4. Data. Deposited sheets stay in the member's space, also after the membership ends. The company's data is only used to perform this contract.",
      '5. Term. The contract takes effect when the provider receives this contract signed and stamped by the company; it has no fixed end.',
      '6. Leaving. The member may leave SafeBox at any time from its profile; automatic deposits then stop.',
    ],
    deadlineTitle: 'Return of the contract',
    deadline:
      'This contract must be returned signed and stamped by the company by {date} at the latest. After ' +
      'that date the request lapses and a new request is needed.',
    returnHow: 'Return it by signing online from your OpenFDS profile (identifier above) or by post with the signed paper copy.',
    signatureTitle: 'Signature',
    signatureFor: 'For the member',
    nameAndPosition: 'Name and position of the signatory',
    placeAndDate: 'Place and date',
    stampAndSignature: 'Company stamp and signature',
    electronicTitle: 'Simple electronic signature',
    electronicSignedBy: 'Signed by',
    electronicAt: 'On',
    electronicFrom: 'From address',
    electronicHash: 'SHA-256 of the signed contract',
    paperTitle: 'Paper copy',
    paperReceived: 'Signed copy received on',
  },
  de: {
    title: 'SafeBox-Mitgliedschaftsvertrag',
    identifier: 'Vertragskennung',
    date: 'Datum des Antrags',
    parties: 'Zwischen',
    provider: 'OpenFDS, Betreiber der Plattform für Sicherheitsdatenblätter, nachfolgend „der Anbieter“,',
    member: 'und dem unten genannten Unternehmen, nachfolgend „das Mitglied“:',
    company: 'Firmenname',
    siret: 'SIRET',
    duns: 'DUNS',
    address: 'Adresse',
    requestedBy: 'Beantragt von',
    termsTitle: 'Bedingungen',
    terms: [
      '1. Gegenstand. SafeBox ist ein kostenloses Programm: Der Anbieter legt neue Revisionen der ' +
        'Datenblätter im Bereich „Meine SDB“ des Mitglieds sowie die Datenblätter, die ihm seine Lieferanten ' +
        'als Kunde senden, automatisch dort ab.',
      '2. Kostenlose Werkzeuge. Das Mitglied erhält die kostenlosen Werkzeuge vollständig: ' +
        'Basisextraktion, die kostenlosen Überwachungslisten im Detail mit PDF-Bericht und den dauerhaften ' +
        '„One-Click“-Link.',
      '3. Kostenfrei. Die Mitgliedschaft wird nie berechnet. Kostenpflichtige Werkzeuge werden weiterhin über Guthaben verkauft.',
      '4. Daten. Abgelegte Datenblätter bleiben im Bereich des Mitglieds, auch nach Ende der ' +
        'Mitgliedschaft. Die Unternehmensdaten dienen nur der Vertragserfüllung.',
      '5. Laufzeit. Der Vertrag wird wirksam, wenn der Anbieter diesen Vertrag unterschrieben und mit Firmenstempel erhält; er ist unbefristet.',
      '6. Austritt. Das Mitglied kann SafeBox jederzeit über sein Profil verlassen; die automatischen Ablagen enden dann.',
    ],
    deadlineTitle: 'Rücksendung des Vertrags',
    deadline:
      'Dieser Vertrag muss spätestens am {date} unterschrieben und mit Firmenstempel zurückgesendet ' +
      'werden. Danach verfällt der Antrag und ein neuer Antrag ist nötig.',
    returnHow: 'Rücksendung durch Online-Unterschrift in Ihrem OpenFDS-Profil (Kennung oben) oder per Post mit dem unterschriebenen Papierexemplar.',
    signatureTitle: 'Unterschrift',
    signatureFor: 'Für das Mitglied',
    nameAndPosition: 'Name und Funktion des Unterzeichners',
    placeAndDate: 'Ort und Datum',
    stampAndSignature: 'Firmenstempel und Unterschrift',
    electronicTitle: 'Einfache elektronische Signatur',
    electronicSignedBy: 'Unterschrieben von',
    electronicAt: 'Am',
    electronicFrom: 'Von der Adresse',
    electronicHash: 'SHA-256 des unterschriebenen Vertrags',
    paperTitle: 'Papierexemplar',
    paperReceived: 'Unterschriebenes Exemplar erhalten am',
  },
  it: {
    title: 'Contratto di adesione SafeBox',
    identifier: 'Identificativo del contratto',
    date: 'Data della richiesta',
    parties: 'Tra',
    provider: 'OpenFDS, editore della piattaforma di schede di dati di sicurezza, di seguito «il fornitore»,',
    member: "e la società sotto indicata, di seguito «l'aderente»:",
    company: 'Ragione sociale',
    siret: 'SIRET',
    duns: 'DUNS',
    address: 'Indirizzo',
    requestedBy: 'Richiesta di',
    termsTitle: 'Condizioni',
    terms: [
      '1. Oggetto. SafeBox è un programma gratuito: il fornitore deposita automaticamente nello spazio ' +
        "Le-mie-SDS dell'aderente le nuove revisioni delle schede che vi si trovano e le schede che i suoi " +
        'fornitori gli inviano come cliente.',
      "2. Strumenti gratuiti. L'aderente dispone degli strumenti gratuiti per intero: estrazione di base, " +
        'liste di vigilanza gratuite in dettaglio con il rapporto PDF e il link permanente «one-click».',
      "3. Gratuità. L'adesione non è mai fatturata. Gli strumenti a pagamento restano venduti a crediti.",
      "4. Dati. Le schede depositate restano nello spazio dell'aderente, anche dopo la fine dell'adesione. " +
        "I dati della società servono solo all'esecuzione del contratto.",
      '5. Durata. Il contratto ha effetto quando il fornitore riceve questo contratto firmato e timbrato dalla società; è a tempo indeterminato.',
      "6. Recesso. L'aderente può lasciare SafeBox in qualsiasi momento dal proprio profilo; i depositi automatici cessano allora.",
    ],
    deadlineTitle: 'Restituzione del contratto',
    deadline:
      'Questo contratto deve essere restituito firmato e timbrato dalla società entro il {date}. Dopo tale ' +
      'data la richiesta decade ed è necessaria una nuova richiesta.',
    returnHow: 'Restituzione con firma online dal tuo profilo OpenFDS (identificativo sopra) o per posta con la copia cartacea firmata.',
    signatureTitle: 'Firma',
    signatureFor: "Per l'aderente",
    nameAndPosition: 'Nome e funzione del firmatario',
    placeAndDate: 'Luogo e data',
    stampAndSignature: 'Timbro della società e firma',
    electronicTitle: 'Firma elettronica semplice',
    electronicSignedBy: 'Firmato da',
    electronicAt: 'Il',
    electronicFrom: "Dall'indirizzo",
    electronicHash: 'SHA-256 del contratto firmato',
    paperTitle: 'Copia cartacea',
    paperReceived: 'Copia firmata ricevuta il',
  },
};

/** Mails of the SafeBox flow. {company}, {identifier}, {deadline}, {url}, {count}, {list} are filled in. */
export const contractMail: MailTemplate = {
  fr: {
    subject: 'Votre contrat SafeBox {identifier}',
    greeting: GREETINGS.fr.named,
    paragraphs: [
      "Merci pour votre demande d'adhésion à SafeBox pour {company}. Vous trouverez le contrat en pièce jointe.",
      'Retournez-le signé et revêtu du cachet de la société au plus tard le {deadline}, ou signez-le en ligne depuis votre profil.',
    ],
    action: { label: 'Signer mon contrat en ligne', urlParam: 'url' },
    after: ['Identifiant du contrat : {identifier}'],
  },
  en: {
    subject: 'Your SafeBox contract {identifier}',
    greeting: GREETINGS.en.named,
    paragraphs: [
      'Thank you for your request to join SafeBox for {company}. The contract is attached.',
      'Return it signed and stamped by the company by {deadline} at the latest, or sign it online from your profile.',
    ],
    action: { label: 'Sign my contract online', urlParam: 'url' },
    after: ['Contract identifier: {identifier}'],
  },
  de: {
    subject: 'Ihr SafeBox-Vertrag {identifier}',
    greeting: GREETINGS.de.named,
    paragraphs: [
      'Vielen Dank für Ihren SafeBox-Antrag für {company}. Der Vertrag ist beigefügt.',
      'Senden Sie ihn spätestens am {deadline} unterschrieben und mit Firmenstempel zurück oder unterschreiben Sie ihn online in Ihrem Profil.',
    ],
    action: { label: 'Vertrag online unterschreiben', urlParam: 'url' },
    after: ['Vertragskennung: {identifier}'],
  },
  it: {
    subject: 'Il tuo contratto SafeBox {identifier}',
    greeting: GREETINGS.it.named,
    paragraphs: [
      'Grazie per la richiesta di adesione a SafeBox per {company}. Il contratto è allegato.',
      'Restituiscilo firmato e timbrato dalla società entro il {deadline}, oppure firmalo online dal tuo profilo.',
    ],
    action: { label: 'Firma il contratto online', urlParam: 'url' },
    after: ['Identificativo del contratto: {identifier}'],
  },
};

export const reminderMail: MailTemplate = {
  fr: {
    subject: 'Rappel : votre contrat SafeBox {identifier} est à retourner avant le {deadline}',
    greeting: GREETINGS.fr.named,
    paragraphs: [
      "Nous n'avons pas encore reçu votre contrat SafeBox signé pour {company}. Sans retour au plus tard " +
        'le {deadline}, la demande deviendra caduque. Le contrat est de nouveau joint.',
    ],
    action: { label: 'Signer mon contrat en ligne', urlParam: 'url' },
  },
  en: {
    subject: 'Reminder: your SafeBox contract {identifier} is due by {deadline}',
    greeting: GREETINGS.en.named,
    paragraphs: [
      'We have not received your signed SafeBox contract for {company} yet. Without it by {deadline}, the request lapses. The contract is attached again.',
    ],
    action: { label: 'Sign my contract online', urlParam: 'url' },
  },
  de: {
    subject: 'Erinnerung: Ihr SafeBox-Vertrag {identifier} ist bis {deadline} zurückzusenden',
    greeting: GREETINGS.de.named,
    paragraphs: [
      'Wir haben Ihren unterschriebenen SafeBox-Vertrag für {company} noch nicht erhalten. Ohne ' +
        'Rücksendung bis {deadline} verfällt der Antrag. Der Vertrag ist erneut beigefügt.',
    ],
    action: { label: 'Vertrag online unterschreiben', urlParam: 'url' },
  },
  it: {
    subject: 'Promemoria: il contratto SafeBox {identifier} va restituito entro il {deadline}',
    greeting: GREETINGS.it.named,
    paragraphs: [
      'Non abbiamo ancora ricevuto il contratto SafeBox firmato per {company}. Senza restituzione entro il ' +
        '{deadline}, la richiesta decade. Il contratto è di nuovo allegato.',
    ],
    action: { label: 'Firma il contratto online', urlParam: 'url' },
  },
};

export const confirmationMail: MailTemplate = {
  fr: {
    subject: 'Bienvenue dans SafeBox',
    greeting: GREETINGS.fr.named,
    paragraphs: [
      'Nous avons bien reçu le contrat SafeBox {identifier} signé pour {company}. Votre adhésion est confirmée.',
      'Les outils gratuits sont actifs en entier et les nouvelles révisions de vos fiches arriveront ' +
        "désormais d'elles-mêmes dans l'onglet « reçues » de Mes-FDS.",
    ],
    action: { label: 'Voir mon adhésion', urlParam: 'url' },
  },
  en: {
    subject: 'Welcome to SafeBox',
    greeting: GREETINGS.en.named,
    paragraphs: [
      'We have received the signed SafeBox contract {identifier} for {company}. Your membership is confirmed.',
      'The free tools are active in full, and new revisions of your sheets will now arrive by themselves in the "received" tab of My-SDS.',
    ],
    action: { label: 'See my membership', urlParam: 'url' },
  },
  de: {
    subject: 'Willkommen bei SafeBox',
    greeting: GREETINGS.de.named,
    paragraphs: [
      'Wir haben den unterschriebenen SafeBox-Vertrag {identifier} für {company} erhalten. Ihre Mitgliedschaft ist bestätigt.',
      'Die kostenlosen Werkzeuge sind vollständig aktiv, und neue Revisionen Ihrer Datenblätter kommen nun von selbst im Reiter „Erhalten“ von „Meine SDB“ an.',
    ],
    action: { label: 'Meine Mitgliedschaft ansehen', urlParam: 'url' },
  },
  it: {
    subject: 'Benvenuto in SafeBox',
    greeting: GREETINGS.it.named,
    paragraphs: [
      'Abbiamo ricevuto il contratto SafeBox {identifier} firmato per {company}. La tua adesione è confermata.',
      'Gli strumenti gratuiti sono attivi per intero e le nuove revisioni delle tue schede arriveranno ora da sole nella scheda «ricevute» di Le-mie-SDS.',
    ],
    action: { label: 'Vedi la mia adesione', urlParam: 'url' },
  },
};

export const digestMail: MailTemplate = {
  fr: {
    subject: 'SafeBox : {count} fiche(s) déposée(s) dans Mes-FDS',
    greeting: GREETINGS.fr.named,
    paragraphs: ["SafeBox a déposé ces fiches dans l'onglet « reçues » de votre espace Mes-FDS :", '{list}'],
    action: { label: 'Ouvrir Mes-FDS', urlParam: 'url' },
  },
  en: {
    subject: 'SafeBox: {count} sheet(s) delivered to My-SDS',
    greeting: GREETINGS.en.named,
    paragraphs: ['SafeBox delivered these sheets to the "received" tab of your My-SDS space:', '{list}'],
    action: { label: 'Open My-SDS', urlParam: 'url' },
  },
  de: {
    subject: 'SafeBox: {count} Datenblatt/Datenblätter in „Meine SDB“ abgelegt',
    greeting: GREETINGS.de.named,
    paragraphs: ['SafeBox hat diese Datenblätter im Reiter „Erhalten“ Ihres Bereichs „Meine SDB“ abgelegt:', '{list}'],
    action: { label: '„Meine SDB“ öffnen', urlParam: 'url' },
  },
  it: {
    subject: 'SafeBox: {count} scheda/e depositata/e in Le-mie-SDS',
    greeting: GREETINGS.it.named,
    paragraphs: ['SafeBox ha depositato queste schede nella scheda «ricevute» del tuo spazio Le-mie-SDS:', '{list}'],
    action: { label: 'Apri Le-mie-SDS', urlParam: 'url' },
  },
};

/** Attachment file name of the contract. */
export const CONTRACT_FILE_NAME: Record<InterfaceLanguage, string> = {
  fr: 'contrat-safebox-{identifier}.pdf',
  en: 'safebox-contract-{identifier}.pdf',
  de: 'safebox-vertrag-{identifier}.pdf',
  it: 'contratto-safebox-{identifier}.pdf',
};
