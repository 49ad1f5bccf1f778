import type { InterfaceLanguage } from '@openfds/contract';

/** Texts of the common mail layout, per language. */
export const layoutTexts: Record<InterfaceLanguage, { signature: string; automatic: string; support: string; linkFallback: string }> = {
  fr: {
    signature: "L'équipe OpenFDS",
    automatic: 'Ce message a été envoyé automatiquement, merci de ne pas y répondre.',
    support: 'Besoin d’aide ? Contactez notre support : {support}',
    linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  },
  en: {
    signature: 'The OpenFDS team',
    automatic: 'This message was sent automatically, please do not reply.',
    support: 'Need help? Contact our support: {support}',
    linkFallback: 'If the button does not work, copy this link into your browser:',
  },
  de: {
    signature: 'Ihr OpenFDS-Team',
    automatic: 'Diese Nachricht wurde automatisch versendet, bitte antworten Sie nicht darauf.',
    support: 'Brauchen Sie Hilfe? Kontaktieren Sie unseren Support: {support}',
    linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
  },
  it: {
    signature: 'Il team OpenFDS',
    automatic: 'Questo messaggio è stato inviato automaticamente, si prega di non rispondere.',
    support: 'Serve aiuto? Contatta il nostro supporto: {support}',
    linkFallback: 'Se il pulsante non funziona, copia questo link nel tuo browser:',
  },
};
