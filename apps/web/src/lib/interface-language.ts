import { DEFAULT_LANGUAGE, isInterfaceLanguage, type InterfaceLanguage } from '@openfds/contract';

/**
 * "This language, or French": the one web helper for an interface language that may be unset or unsupported (i18n's
 * language before it is known, a language passed along), instead of a copy per screen.
 */
export function languageOrFrench(value: unknown): InterfaceLanguage {
  return isInterfaceLanguage(value) ? value : DEFAULT_LANGUAGE;
}
