import type { InterfaceLanguage } from '@openfds/contract';

/**
 * The opening line every mail of ours starts with, in each language (the sign-off and footer come from the layout
 * in render-mail.ts). `named` greets the person by the {first_name} param; `plain` is for an address we know no
 * name for (a copy address, a buyer). Shared so the desk's and SafeBox's mails (and the next ones) open alike.
 */
export const GREETINGS: Record<InterfaceLanguage, { named: string; plain: string }> = {
  fr: { named: 'Bonjour {first_name},', plain: 'Bonjour,' },
  en: { named: 'Hello {first_name},', plain: 'Hello,' },
  de: { named: 'Guten Tag {first_name},', plain: 'Guten Tag,' },
  it: { named: 'Buongiorno {first_name},', plain: 'Buongiorno,' },
};
