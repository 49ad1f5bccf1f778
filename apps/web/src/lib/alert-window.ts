import { alertIsActive } from '@openfds/contract';

/**
 * The alert file (GET /alert.json): a message per language, a window given as [year, month (1-based), day,
 * hour, minute] in UTC, and the `locked` flag that disables registration.
 */
export interface AlertFile {
  message?: Partial<Record<string, string>>;
  start?: number[];
  end?: number[];
  locked?: boolean;
}

/** True while now (UTC, minute precision) lies inside [start, end] and there is a message to show. */
export function isAlertActive(alert: AlertFile | null | undefined, now: Date): boolean {
  if (!alert?.message || !Object.values(alert.message).some((m) => m && m.trim())) return false;
  if (!alert.start || !alert.end) return false;
  return alertIsActive({ start: alert.start, end: alert.end }, now.getTime());
}

/** The message in the interface language, else French, else the first one given. */
export function alertMessage(alert: AlertFile, language: string): string {
  const messages = alert.message ?? {};
  return (
    messages[language]?.trim() ||
    messages.fr?.trim() ||
    Object.values(messages)
      .find((m) => m?.trim())
      ?.trim() ||
    ''
  );
}

/** The key remembered when the user closes the banner: closing holds until the message changes. */
export function alertSignature(alert: AlertFile): string {
  return JSON.stringify(alert.message ?? {});
}
