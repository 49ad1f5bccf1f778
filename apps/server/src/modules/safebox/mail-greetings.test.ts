import { INTERFACE_LANGUAGES } from '@openfds/contract';
import { describe, expect, it } from 'vitest';
import { renderMail } from '../../mail/render-mail.ts';
import { ccConfirmMail, ccCopyMail } from './cc-texts.ts';
import { confirmationMail, contractMail, digestMail, reminderMail } from './contract-texts.ts';

/** Issue #29: SafeBox's mails open with the mail layer's shared greeting (mail/greetings.ts), word for word as before. */
describe('SafeBox mail greetings', () => {
  const named = { fr: 'Bonjour Ann,', en: 'Hello Ann,', de: 'Guten Tag Ann,', it: 'Buongiorno Ann,' };
  const plain = { fr: 'Bonjour,', en: 'Hello,', de: 'Guten Tag,', it: 'Buongiorno,' };
  const firstLine = (text: string) => text.split('\n')[0];

  it('greets the member by first name, and a copy address without a name, in each language', () => {
    for (const language of INTERFACE_LANGUAGES) {
      for (const template of [contractMail, reminderMail, confirmationMail, digestMail]) {
        expect(firstLine(renderMail(template, language, { first_name: 'Ann' }).text)).toBe(named[language]);
      }
      for (const template of [ccConfirmMail, ccCopyMail]) expect(firstLine(renderMail(template, language).text)).toBe(plain[language]);
    }
  });
});
