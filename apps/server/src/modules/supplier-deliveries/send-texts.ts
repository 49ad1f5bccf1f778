import type { MailTemplate } from '../../mail/render-mail.ts';

/**
 * The mail of a send (issue #27): a supplier's new revision of a product the customer received. The personal link
 * opens the sheet and records the opening and the download in the proof archive.
 */
export const SEND_MAIL: MailTemplate = {
  fr: {
    subject: '{supplier} : nouvelle révision de la fiche de données de sécurité de {product}',
    greeting: 'Bonjour,',
    paragraphs: [
      '{supplier} a publié une nouvelle révision ({revision}) de la fiche de données de sécurité de {product}, un produit qui vous a été livré.',
      'Ce lien vous est personnel : son ouverture et le téléchargement de la fiche sont enregistrés comme preuve de la transmission.',
    ],
    action: { label: 'Consulter la fiche', urlParam: 'link' },
    after: ['Empreinte SHA-256 du fichier : {sha256}'],
  },
  en: {
    subject: '{supplier}: new revision of the safety data sheet of {product}',
    greeting: 'Hello,',
    paragraphs: [
      '{supplier} has published a new revision ({revision}) of the safety data sheet of {product}, a product delivered to you.',
      'This link is personal: opening it and downloading the sheet are recorded as proof of the transmission.',
    ],
    action: { label: 'View the sheet', urlParam: 'link' },
    after: ['SHA-256 fingerprint of the file: {sha256}'],
  },
  de: {
    subject: '{supplier}: neue Revision des Sicherheitsdatenblatts von {product}',
    greeting: 'Guten Tag,',
    paragraphs: [
      '{supplier} hat eine neue Revision ({revision}) des Sicherheitsdatenblatts von {product} veröffentlicht, einem an Sie gelieferten Produkt.',
      'Dieser Link ist persönlich: Das Öffnen und das Herunterladen des Datenblatts werden als Nachweis der Übermittlung gespeichert.',
    ],
    action: { label: 'Datenblatt ansehen', urlParam: 'link' },
    after: ['SHA-256-Fingerabdruck der Datei: {sha256}'],
  },
  it: {
    subject: '{supplier}: nuova revisione della scheda di dati di sicurezza di {product}',
    greeting: 'Buongiorno,',
    paragraphs: [
      '{supplier} ha pubblicato una nuova revisione ({revision}) della scheda di dati di sicurezza di {product}, un prodotto che le è stato consegnato.',
      "Questo link è personale: la sua apertura e il download della scheda sono registrati come prova dell'invio.",
    ],
    action: { label: 'Consulta la scheda', urlParam: 'link' },
    after: ['Impronta SHA-256 del file: {sha256}'],
  },
};
