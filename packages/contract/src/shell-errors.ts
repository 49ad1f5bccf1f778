import type { InterfaceLanguage } from './languages.ts';

/**
 * The few catalogue errors that the web's first page (its shell: session, search box, error popup, interruption
 * banner) has to recognise, without the whole catalogue: errors.ts with its texts in four languages weighs 10 KB
 * compressed, which the home page's script budget (e2e delivery.e2e.ts) cannot carry. Screens loaded later use
 * ERRORS. Each entry is the catalogue's own (shell-errors.test.ts fails when one differs from ERRORS).
 */
export const SHELL_ERRORS = {
  sessionExpired: { code: 556 },
  notAdmin: { code: 562 },
  missingRecord: { code: 587 },
  serviceInterruption: { code: 731 },
  unknownError: {
    code: 732,
    messages: { fr: 'Erreur inconnue', en: 'Unknown error', de: 'Unbekannter Fehler', it: 'Errore sconosciuto' } satisfies Record<InterfaceLanguage, string>,
  },
} as const;
