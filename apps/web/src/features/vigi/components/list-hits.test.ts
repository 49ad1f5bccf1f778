import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { VigiListHits } from '@openfds/contract';
import de from '../../../i18n/locales/de/vigi.json';
import en from '../../../i18n/locales/en/vigi.json';
import fr from '../../../i18n/locales/fr/vigi.json';
import it_ from '../../../i18n/locales/it/vigi.json';
import { ListHits } from './list-hits.tsx';
import { StaffViewerProvider } from '../../../lib/staff-viewer.tsx';

async function render(language: 'en' | 'fr' | 'de' | 'it', list: VigiListHits, staff = false): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { vigi: en }, fr: { vigi: fr }, de: { vigi: de }, it: { vigi: it_ } },
    defaultNS: 'vigi',
    interpolation: { escapeValue: false },
  });
  const hits = createElement(ListHits, { list, documentCode: '1000001-00001-00001-000001' });
  return renderToStaticMarkup(
    createElement(I18nextProvider, { i18n }, createElement(MemoryRouter, null, createElement(StaffViewerProvider, { staff, children: hits }))),
  );
}

const version = (label: string, publication_date: string | null) => ({
  id: 1,
  label,
  source: 'ECHA',
  publication_date,
  imported_at: '2026-11-28T09:00:00Z',
  checksum: 'x',
  entry_count: 253,
  entered: null,
  left: null,
  changed: null,
});
const hit = {
  entry_id: 1,
  entry_number: null,
  entry_name: 'Musk xylene',
  entry_cas: '81-15-2',
  entry_ec: null,
  component_position: 1,
  component_name: 'Musk xylene',
  component_cas: '81-15-2',
  component_ec: null,
  matched_by: 'cas' as const,
  obligation: 'Obligation',
  reason: null,
  classification: null,
  inclusion_date: null,
  latest_application_date: null,
  sunset_date: null,
  conditions: null,
};
const candidate: VigiListHits = {
  list: 'candidate_list',
  offer: 'reach_free',
  status: 'ok',
  detail: 'basic',
  version: version('2026-02-22', '2026-02-22'),
  entry_language: 'en',
  hits: [hit],
};

describe('list hits block', () => {
  it('names a version by its publication date, or by its act and date, never repeating an ISO label', async () => {
    const html = await render('fr', candidate);
    expect(html).toContain('Version du 22 févr. 2026');
    expect(html).not.toContain('2026-02-22');
    const clp = await render('en', { ...candidate, list: 'clp_annex_vi', version: version('ATP 23 (Regulation (EU) 2025/1222)', null) });
    expect(clp).toContain('Version ATP 23 (Regulation (EU) 2025/1222) of 28 Nov 2026');
  });

  it('says when the entries are in another language than the page', async () => {
    expect(await render('fr', candidate)).toContain('tels que la source les publie, en anglais');
    expect(await render('de', candidate)).toContain('auf Englisch');
    expect(await render('en', candidate)).not.toContain('as the source publishes them');
    // No hits, nothing to say about their language.
    expect(await render('fr', { ...candidate, hits: [] })).not.toContain('anglais');
  });

  it("says beside an entry's English text that the official text exists in English only, and marks its language", async () => {
    const restriction = 'Liquid substances or mixtures fulfilling the criteria for any of the following hazard classes';
    const annexXvii: VigiListHits = {
      ...candidate,
      list: 'annex_xvii',
      hits: [{ ...hit, entry_number: '3', entry_name: restriction, obligation: 'Restriction : ...' }],
    };
    const fr = await render('fr', annexXvii);
    expect(fr).toContain(`<span lang="en">${restriction}</span>`);
    expect(fr).toContain('(texte officiel disponible en anglais uniquement)');
    expect(await render('de', annexXvii)).toContain('(amtlicher Text nur auf Englisch verfügbar)');
    expect(await render('it', annexXvii)).toContain('(testo ufficiale disponibile solo in inglese)');
    // An English page reads it as it is; a French list on an English page says so the other way round.
    const en = await render('en', annexXvii);
    expect(en).not.toContain('official text available');
    expect(en).not.toContain('lang="en"');
    expect(await render('en', { ...annexXvii, list: 'vlep_fr', entry_language: 'fr' })).toContain('(official text available in French only)');
  });

  it('offers a customer credits or the offers, and staff the sheet in the back office instead (issue #26)', async () => {
    const spent = { ...candidate, status: 'no_credits' as const, hits: [] };
    const customer = await render('en', spent);
    expect(customer).toContain('Add credits');
    expect(customer).not.toContain('/admin/');
    const staff = await render('en', spent, true);
    expect(staff).not.toContain('Add credits');
    expect(staff).toContain('href="/admin/sheets/1000001-00001-00001-000001/"');
    const locked = await render('fr', { ...candidate, status: 'locked', hits: [] }, true);
    expect(locked).not.toContain('offres');
    expect(locked).toContain('back-office');
  });
});
