/**
 * A calendar day in the interface language's usual form (issue #16): English as "12 Oct 2023" (never 10/12/2023,
 * read differently on each side of the Atlantic), French and Italian 12/10/2023, German 12.10.2023. Dates of the
 * API are days or UTC instants; the day is read in UTC so that no time zone moves it.
 */
export function formatDay(value: string | Date | null | undefined, language: string): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions =
    language === 'en'
      ? { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, options).format(date);
}
