import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '@openfds/contract';
import { renderMail } from './render-mail.ts';
import { emailChangeMail, passwordResetMail, registrationConfirmationMail } from './templates/account-mails.ts';

const params = {
  first_name: 'Zoé <script>',
  url: 'https://openfds.example/fr/account/x?a=1&b=2',
  hours: 48,
  support: 'support@openfds.example',
  email: 'z@example.com',
};

describe('renderMail', () => {
  it.each([
    ['registration', registrationConfirmationMail],
    ['password reset', passwordResetMail],
    ['e-mail change', emailChangeMail],
  ])('renders the %s mail in fr, en, de and it, with distinct texts', (_, template) => {
    const subjects = new Set<string>();
    for (const language of INTERFACE_LANGUAGES) {
      const mail = renderMail(template, language, params);
      subjects.add(mail.subject);
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(mail.text).toContain(params.url);
      expect(mail.text).toContain('48');
      expect(mail.text).toContain('support@openfds.example');
      expect(mail.text).not.toMatch(/\{\w+\}/);
      expect(mail.html).not.toMatch(/\{\w+\}/);
    }
    expect(subjects.size).toBe(4);
  });

  it('escapes values in the HTML body and keeps them raw in the text body', () => {
    const mail = renderMail(registrationConfirmationMail, 'fr', params);
    expect(mail.html).toContain('Zoé &lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('href="https://openfds.example/fr/account/x?a=1&amp;b=2"');
    expect(mail.text).toContain('Bonjour Zoé <script>,');
  });

  it('reuses the layout for any template', () => {
    const custom = Object.fromEntries(INTERFACE_LANGUAGES.map((l) => [l, { subject: `S-${l} {n}`, paragraphs: ['Count: {n}'] }])) as unknown as Parameters<
      typeof renderMail
    >[0];
    const mail = renderMail(custom, 'de', { n: 3 });
    expect(mail.subject).toBe('S-de 3');
    expect(mail.text).toContain('Count: 3');
    expect(mail.text).toContain('Ihr OpenFDS-Team');
    expect(mail.html).not.toContain('<a href');
  });
});
