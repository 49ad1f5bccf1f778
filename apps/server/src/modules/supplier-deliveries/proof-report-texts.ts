import type { InterfaceLanguage } from '@openfds/contract';

/** The proof report's texts (issue #27), in the supplier's interface language. */
export const PROOF_REPORT_TEXTS: Record<
  InterfaceLanguage,
  {
    title: string;
    intro: string;
    sheet: string;
    supplier: string;
    recipient: string;
    sha256: string;
    events: Record<'sent' | 'deposited' | 'opened' | 'downloaded', string>;
    record: string;
    none: string;
    chain: string;
    generated: string;
  }
> = {
  fr: {
    title: 'Rapport de preuve de transmission',
    intro: "Extrait de l'archive de preuve d'OpenFDS (ajout seul, chaque enregistrement porte l'empreinte du précédent).",
    sheet: 'Fiche',
    supplier: 'Fournisseur',
    recipient: 'Destinataire',
    sha256: 'SHA-256 du fichier',
    events: { sent: 'Mail accepté par le serveur', deposited: 'Déposée dans MES-FDS', opened: 'Lien ouvert', downloaded: 'Fichier téléchargé' },
    record: 'Empreinte de l’enregistrement',
    none: 'Aucun envoi enregistré.',
    chain: "L'intégrité de la chaîne se vérifie avec la commande npm run archive:verify.",
    generated: 'Rapport établi le',
  },
  en: {
    title: 'Proof of transmission report',
    intro: "Extract of OpenFDS's proof archive (append-only, each record carries the hash of the previous one).",
    sheet: 'Sheet',
    supplier: 'Supplier',
    recipient: 'Recipient',
    sha256: 'File SHA-256',
    events: { sent: 'Mail accepted by the server', deposited: 'Deposited in MY-SDS', opened: 'Link opened', downloaded: 'File downloaded' },
    record: 'Record hash',
    none: 'No send recorded.',
    chain: 'The integrity of the chain is checked with the command npm run archive:verify.',
    generated: 'Report made on',
  },
  de: {
    title: 'Übermittlungsnachweis',
    intro: 'Auszug aus dem Nachweisarchiv von OpenFDS (nur Anfügen, jeder Eintrag trägt den Hash des vorherigen).',
    sheet: 'Datenblatt',
    supplier: 'Lieferant',
    recipient: 'Empfänger',
    sha256: 'SHA-256 der Datei',
    events: { sent: 'Mail vom Server angenommen', deposited: 'In MEINE-SDB abgelegt', opened: 'Link geöffnet', downloaded: 'Datei heruntergeladen' },
    record: 'Hash des Eintrags',
    none: 'Kein Versand gespeichert.',
    chain: 'Die Unversehrtheit der Kette wird mit dem Befehl npm run archive:verify geprüft.',
    generated: 'Bericht erstellt am',
  },
  it: {
    title: "Rapporto di prova dell'invio",
    intro: "Estratto dell'archivio di prova di OpenFDS (solo aggiunte, ogni record porta l'impronta del precedente).",
    sheet: 'Scheda',
    supplier: 'Fornitore',
    recipient: 'Destinatario',
    sha256: 'SHA-256 del file',
    events: { sent: 'Mail accettata dal server', deposited: 'Depositata in LE-MIE-SDS', opened: 'Link aperto', downloaded: 'File scaricato' },
    record: 'Impronta del record',
    none: 'Nessun invio registrato.',
    chain: "L'integrità della catena si verifica con il comando npm run archive:verify.",
    generated: 'Rapporto redatto il',
  },
};
