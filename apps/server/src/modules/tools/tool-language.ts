import { INTERFACE_LANGUAGES, isInterfaceLanguage, type InterfaceLanguage } from '@openfds/contract';
import { z } from 'zod';
import type { Caller } from '../../plugins/session.ts';

/**
 * `?lang=` (ours) of the tools' answers and reports: fr, en, de or it, else a field error. A report link is a plain
 * download carrying the browser's Accept-Language, not the interface language the user chose: the link names it.
 */
export const LangQuery = z.object({ lang: z.enum(INTERFACE_LANGUAGES, { error: 'not_in_enum' }).optional() });

/**
 * The language of the texts the tools make (assumptions, warnings, reports): `?lang=` first, then the language the
 * request asked for (Accept-Language), then the account's, then French.
 */
export function toolLanguage(caller: Pick<Caller, 'requestedLanguage' | 'user'>, asked?: InterfaceLanguage): InterfaceLanguage {
  if (asked) return asked;
  if (caller.requestedLanguage) return caller.requestedLanguage;
  return isInterfaceLanguage(caller.user?.language) ? caller.user.language : 'fr';
}
