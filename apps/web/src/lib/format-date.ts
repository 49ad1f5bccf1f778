/** The browser's preferred locales (none outside a browser). */
function browserLocales(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
}

/** Whether a locale writes a numeric date day first (en-GB 31/10/2023), not month first (en-US) or year first. */
function dayFirst(locale: string): boolean {
  const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })
    .formatToParts(new Date(Date.UTC(2023, 9, 31)))
    .map((p) => p.type)
    .filter((type) => type === 'day' || type === 'month' || type === 'year');
  return parts[0] === 'day';
}

/**
 * A calendar day in the interface language's usual form (issue #16): French and Italian 12/10/2023, German
 * 12.10.2023. English follows the browser's English (issue #23): a day-first English (en-GB, en-IE, en-AU...) as
 * 31/10/2023, any other (en-US writes the month first, en-CA the year) or none with the month spelled in it
 * ("Oct 31, 2023", "31 Oct 2023"): never a numeric date read differently on each side of the Atlantic. Dates of
 * the API are days or UTC instants; the day is read in UTC so that no time zone moves it.
 */
export function formatDay(value: string | Date | null | undefined, language: string, locales: readonly string[] = browserLocales()): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const numeric: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' };
  if (language !== 'en') return new Intl.DateTimeFormat(language, numeric).format(date);
  const spelled: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
  const asked = locales.find((l) => /^en(-|$)/i.test(l));
  const locale = asked ? safeLocale(asked) : null;
  // No (valid) English among the browser's languages, an English interface chosen by hand: the spelled British form.
  if (!locale) return new Intl.DateTimeFormat('en-GB', spelled).format(date);
  return new Intl.DateTimeFormat(locale, dayFirst(locale) ? numeric : spelled).format(date);
}

/** The locale as Intl knows it, or null for a tag it refuses. */
function safeLocale(tag: string): string | null {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag])[0] ?? null;
  } catch {
    return null;
  }
}
