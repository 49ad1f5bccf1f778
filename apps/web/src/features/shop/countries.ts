/**
 * The billing form's country list (issue #23): every ISO 3166-1 alpha-2 region the browser can name, in the
 * interface language, sorted by name. The names come from Intl.DisplayNames, so no list of 249 names is kept in
 * four languages here; the codes that are not countries (EU, UN, the eurozone, pseudo and withdrawn codes) are left out.
 */
const NOT_COUNTRIES = new Set(
  // Groupings, reserved and pseudo codes, then withdrawn ones that Intl still names (UK for GB, ZR, YU...).
  ['AC', 'CP', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'ZZ', 'UK', 'AN', 'BU', 'CS', 'DD', 'FX', 'NT', 'SU', 'TP', 'YD', 'YU', 'ZR'],
);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function countryOptions(language: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  const options: { value: string; label: string }[] = [];
  for (const a of LETTERS) {
    for (const b of LETTERS) {
      const code = a + b;
      // A withdrawn code that Intl still names (DY Dahomey, HV Upper Volta, RH, NH, VD...) is an alias of a current
      // one: Intl.Locale maps it to that code, and keeping it would list Benin or Burkina Faso twice.
      if (NOT_COUNTRIES.has(code) || new Intl.Locale(`und-${code}`).region !== code) continue;
      const label = names.of(code);
      if (label && label !== code) options.push({ value: code, label });
    }
  }
  return options.sort((x, y) => x.label.localeCompare(y.label, language));
}
