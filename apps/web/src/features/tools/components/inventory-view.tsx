import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ICPE_UNITS } from '@openfds/contract';
import { useInventory, useInventoryWrites, useSiteAssessments } from '../inventory-api.ts';
import { ApiErrorText } from './api-error-text.tsx';
import { InventoryXlsx } from './inventory-xlsx.tsx';
import { SiteReports } from './site-reports.tsx';
import { ToolBalance } from './tool-balance.tsx';
import '../tools.css';

/** my-FDS inventory: establishments, storage areas, the maximum quantity of each sheet, and the ICPE summary per establishment. */
export function InventoryView({ login }: { login: string }) {
  const { t } = useTranslation('tools');
  const inventory = useInventory(login);
  const summary = useSiteAssessments(login);
  const writes = useInventoryWrites(login);
  const [siteName, setSiteName] = useState('');
  const [area, setArea] = useState({ siteId: '', name: '' });
  const [entry, setEntry] = useState({ areaId: '', code: '', quantity: '', unit: 't' as (typeof ICPE_UNITS)[number] });
  const sites = inventory.data ?? [];
  const areas = sites.flatMap((s) => s.areas.map((a) => ({ ...a, label: `${s.name} / ${a.name}` })));
  const error = writes.addSite.error ?? writes.addArea.error ?? writes.putEntry.error;
  return (
    <div className="tools-page">
      <p className="tools-note">{t('tools.icpe.maximumNote')}</p>
      {/* What is left of Quick-ICPE: each establishment report below spends one use, and the figure follows. */}
      <ToolBalance login={login} tool="quickIcpe" />
      <InventoryXlsx login={login} />
      <form
        className="tools-row"
        onSubmit={(e) => {
          e.preventDefault();
          writes.addSite.mutate(siteName.trim(), { onSuccess: () => setSiteName('') });
        }}
      >
        <label>
          {t('tools.inventory.siteName')}
          <input value={siteName} onChange={(e) => setSiteName(e.target.value)} required />
        </label>
        <button type="submit">{t('tools.inventory.addSite')}</button>
      </form>
      {sites.length > 0 && (
        <form
          className="tools-row"
          onSubmit={(e) => {
            e.preventDefault();
            writes.addArea.mutate({ siteId: Number(area.siteId || sites[0]!.id), name: area.name.trim() }, { onSuccess: () => setArea({ ...area, name: '' }) });
          }}
        >
          <label>
            {t('tools.inventory.site')}
            <select value={area.siteId} onChange={(e) => setArea({ ...area, siteId: e.target.value })}>
              {sites.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('tools.inventory.areaName')}
            <input value={area.name} onChange={(e) => setArea({ ...area, name: e.target.value })} required />
          </label>
          <button type="submit">{t('tools.inventory.addArea')}</button>
        </form>
      )}
      {areas.length > 0 && (
        <form
          className="tools-row"
          onSubmit={(e) => {
            e.preventDefault();
            writes.putEntry.mutate({
              areaId: Number(entry.areaId || areas[0]!.id),
              entry: { document_code: entry.code.trim(), max_quantity: Number(entry.quantity.replace(',', '.')), unit: entry.unit },
            });
          }}
        >
          <label>
            {t('tools.inventory.area')}
            <select value={entry.areaId} onChange={(e) => setEntry({ ...entry, areaId: e.target.value })}>
              {areas.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.label}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('tools.inventory.documentCode')}
            <input value={entry.code} onChange={(e) => setEntry({ ...entry, code: e.target.value })} required />
          </label>
          <label>
            {t('tools.icpe.quantity')}
            <input inputMode="decimal" value={entry.quantity} onChange={(e) => setEntry({ ...entry, quantity: e.target.value })} required />
          </label>
          <label>
            {t('tools.icpe.unit')}
            <select value={entry.unit} onChange={(e) => setEntry({ ...entry, unit: e.target.value as typeof entry.unit })}>
              {ICPE_UNITS.map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">{t('tools.inventory.putEntry')}</button>
        </form>
      )}
      <ApiErrorText error={error} />
      {sites.map((site) => {
        const result = summary.data?.find((s) => s.site_id === site.id);
        return (
          <section key={site.id} aria-labelledby={`site-${site.id}`} className="tools-result" data-site={site.name}>
            <h2 id={`site-${site.id}`}>{site.name}</h2>
            {site.areas.map((a) => (
              <div key={a.id}>
                <h3>{a.name}</h3>
                <ul>
                  {a.entries.map((e) => (
                    <li key={e.document_code}>
                      {e.product_name} ({e.document_code}): {e.max_quantity ?? '?'} {e.unit ?? ''}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            {result && (
              <>
                <p data-testid="site-seveso">{t(`tools.icpe.seveso.${result.seveso.status}`)}</p>
                <ul data-testid="site-rubriques">
                  {result.rubriques.map((r) => (
                    <li key={`${r.rubrique}-${r.state ?? ''}`}>
                      {r.rubrique} {r.regime} ({r.tonnes} t)
                    </li>
                  ))}
                </ul>
                {result.pending_documents.length > 0 && <p>{t('tools.inventory.pending', { count: result.pending_documents.length })}</p>}
                <SiteReports login={login} siteId={site.id} />
              </>
            )}
          </section>
        );
      })}
    </div>
  );
}
