import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import control from '../../../i18n/locales/en/control.json';
import extraction from '../../../i18n/locales/en/extraction.json';
import { StaffViewerProvider } from '../../../lib/staff-viewer.tsx';
import { ControlReportAction } from './control-report.tsx';

// Issue #26: staff browse the sheet page as staff: no Premium offer, the sheet in the back office instead.

async function render(staff: boolean): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { control, extraction } }, interpolation: { escapeValue: false } });
  const action = createElement(ControlReportAction, { documentCode: '1000001-00001-00001-000001', entitled: false });
  return renderToStaticMarkup(
    createElement(I18nextProvider, { i18n }, createElement(MemoryRouter, null, createElement(StaffViewerProvider, { staff, children: action }))),
  );
}

describe('control report action', () => {
  it('offers a customer FDS-Extract Premium, and staff the sheet in the back office', async () => {
    const customer = await render(false);
    expect(customer).toContain('See the FDS-Extract Premium offer');
    expect(customer).not.toContain('/admin/');
    const staff = await render(true);
    expect(staff).not.toContain('See the FDS-Extract Premium offer');
    expect(staff).not.toContain('excl. tax');
    expect(staff).toContain('href="/admin/sheets/1000001-00001-00001-000001/"');
  });
});
