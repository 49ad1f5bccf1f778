/**
 * Country choices (ISO 3166 two-letter codes): Europe first, then frequent partners. Names come from the
 * browser (Intl.DisplayNames) in the interface language, so no list to translate by hand.
 */
const CODES = [
  'FR',
  'BE',
  'CH',
  'LU',
  'DE',
  'AT',
  'IT',
  'ES',
  'PT',
  'NL',
  'GB',
  'IE',
  'DK',
  'SE',
  'NO',
  'FI',
  'IS',
  'PL',
  'CZ',
  'SK',
  'HU',
  'SI',
  'HR',
  'RO',
  'BG',
  'GR',
  'CY',
  'MT',
  'EE',
  'LV',
  'LT',
  'MC',
  'AD',
  'LI',
  'SM',
  'RS',
  'TR',
  'UA',
  'MA',
  'DZ',
  'TN',
  'SN',
  'CI',
  'CM',
  'US',
  'CA',
  'BR',
  'MX',
  'CN',
  'JP',
  'KR',
  'IN',
  'SG',
  'AU',
  'ZA',
  'AE',
  'SA',
  'IL',
];

export function countryOptions(language: string): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  return CODES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, language));
}
