import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderInLanguage } from '../../../test/render-in-language.ts';
import { WithheldNote } from './changelog-view.tsx';

const render = (language: 'en' | 'fr', withheld: Parameters<typeof WithheldNote>[0]['withheld']) =>
  renderInLanguage(language, createElement(WithheldNote, { withheld }));

const sheet = (product_name: string, level: 'basic' | 'none') => ({ document_code: product_name, product_name, supplier_name: 'Acme', level, changes: 2 });

describe('the change-log note on what FDS-Extract level leaves out (issue #14)', () => {
  it('names the closed sheets and links to FDS-Extract standard and SafeBox', async () => {
    const html = await render('en', [sheet('Bleach', 'none'), sheet('Acetone', 'none')]);
    expect(html).toContain('of 2 sheets are not shown: Bleach, Acetone');
    expect(html).toContain('href="/en/products/fds-extract/"');
    expect(html).toContain('href="/en/account/safebox/"');
  });

  it('tells a SafeBox member what FDS-Extract standard adds, in their language, without the SafeBox link', async () => {
    const html = await render('fr', [sheet('Javel', 'basic')]);
    expect(html).toContain('de 1 fiche viennent avec FDS-Extract standard : Javel');
    expect(html).toContain('href="/fr/products/fds-extract/"');
    expect(html).not.toContain('safebox');
  });
});
