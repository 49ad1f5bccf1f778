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

const MINUTE = 60_000;

function toMinutes(parts: number[] | undefined): number | null {
  if (!parts || parts.length < 3 || parts.some((p) => !Number.isFinite(p))) return null;
  const [year, month, day, hour = 0, minute = 0] = parts;
  return Math.floor(Date.UTC(year, month - 1, day, hour, minute) / MINUTE);
}

/** True while now (UTC, minute precision) lies inside [start, end] and there is a message to show. */
export function isAlertActive(alert: AlertFile | null | undefined, now: Date): boolean {
  if (!alert?.message || !Object.values(alert.message).some((m) => m && m.trim())) return false;
  const start = toMinutes(alert.start);
  const end = toMinutes(alert.end);
  if (start === null || end === null) return false;
  const current = Math.floor(now.getTime() / MINUTE);
  return current >= start && current <= end;
}

/** The message in the interface language, else French, else the first one given. */
export function alertMessage(alert: AlertFile, language: string): string {
  const messages = alert.message ?? {};
  return messages[language]?.trim() || messages.fr?.trim() || Object.values(messages).find((m) => m?.trim())?.trim() || '';
}

/** The key remembered when the user closes the banner: closing holds until the message changes. */
export function alertSignature(alert: AlertFile): string {
  return JSON.stringify(alert.message ?? {});
}
