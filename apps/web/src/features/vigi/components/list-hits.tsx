import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VigiHit, VigiListHits } from '@openfds/contract';
import { formatDate } from '../format.ts';
import { versionOwnName } from '../version-name.ts';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useViewerIsStaff } from '../../../lib/staff-viewer.tsx';
import { BackOfficeSheetLink } from '../../../components/back-office-sheet-link.tsx';

/** One list of the vigilance block: its version, then its hits (or why there are none). */
export function ListHits({ list, documentCode }: { list: VigiListHits; documentCode: string }) {
  const { t, i18n } = useTranslation('vigi');
  // Staff browse the site as staff (issue #26): no "add credits" or offers, the sheet in the back office instead.
  const staff = useViewerIsStaff();
  const { to } = useLanguage();
  const headingId = `vigi-list-${list.list}`;
  const versionText = (version: NonNullable<VigiListHits['version']>) => {
    const date = formatDate(version.publication_date ?? version.imported_at, i18n.language);
    const name = versionOwnName(version.label);
    return name ? t('vigi.block.version', { label: name, date }) : t('vigi.block.versionOf', { date });
  };
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t(`vigi.lists.${list.list}.name`)}
        {list.status === 'ok' && list.hits.length > 0 && <span className="vigi-badge">{t('vigi.block.hitCount', { count: list.hits.length })}</span>}
      </h3>
      {list.version && <p className="vigi-list-meta">{versionText(list.version)}</p>}
      {list.status === 'ok' && list.hits.length > 0 && !i18n.language.startsWith(list.entry_language) && (
        <p className="vigi-muted">{t('vigi.block.entryLanguage', { language: t(`vigi.entryLanguages.${list.entry_language}`) })}</p>
      )}
      {list.status === 'not_loaded' && <p className="vigi-muted">{t('vigi.block.notLoaded')}</p>}
      {(list.status === 'locked' || list.status === 'no_credits') && staff ? (
        <p className="vigi-muted">
          {t('vigi.block.staffPaid')} <BackOfficeSheetLink documentCode={documentCode}>{t('vigi.block.backOffice')}</BackOfficeSheetLink>
        </p>
      ) : null}
      {list.status === 'locked' && !staff && (
        <p className="vigi-muted">
          {t('vigi.block.locked')} <Link to={to(paths.vigiSubstances)}>{t('vigi.block.seeOffers')}</Link>
        </p>
      )}
      {list.status === 'no_credits' && !staff && (
        <p className="vigi-muted">
          {t('vigi.block.noCredits')} <Link to={to(paths.cart)}>{t('vigi.block.addCredits')}</Link>
        </p>
      )}
      {list.status === 'ok' && list.hits.length === 0 && <p className="vigi-none">{t('vigi.block.noHits')}</p>}
      {list.status === 'ok' && list.hits.length > 0 && (
        <ul className="vigi-hits">
          {list.hits.map((hit) => (
            <HitItem key={`${hit.entry_id}-${hit.component_position}`} hit={hit} entryLanguage={list.entry_language} />
          ))}
        </ul>
      )}
    </section>
  );
}

function HitItem({ hit, entryLanguage }: { hit: VigiHit; entryLanguage: VigiListHits['entry_language'] }) {
  const { t, i18n } = useTranslation('vigi');
  // The entry's own text (an Annex XVII restriction's wording, a substance group) exists only as the list publishes
  // it: shown as published, marked with its language (screen readers), and said so beside it in the page's language.
  const foreign = !i18n.language.startsWith(entryLanguage);
  const component = [hit.component_name, hit.component_cas && `CAS ${hit.component_cas}`, hit.component_ec && `EC ${hit.component_ec}`]
    .filter(Boolean)
    .join(', ');
  const facts = [
    hit.reason && t('vigi.hit.reason', { value: hit.reason }),
    hit.inclusion_date && t('vigi.hit.inclusion', { date: formatDate(hit.inclusion_date, i18n.language) }),
    hit.latest_application_date && t('vigi.hit.latestApplication', { date: formatDate(hit.latest_application_date, i18n.language) }),
    hit.sunset_date && t('vigi.hit.sunset', { date: formatDate(hit.sunset_date, i18n.language) }),
    hit.conditions && t('vigi.hit.conditions', { value: hit.conditions }),
  ].filter(Boolean);
  return (
    <li className="vigi-hit">
      <strong>
        {hit.entry_number ? `${t('vigi.hit.entry', { number: hit.entry_number })} · ` : ''}
        <span lang={foreign ? entryLanguage : undefined}>{hit.entry_name}</span>
      </strong>
      {foreign ? <span className="vigi-muted"> ({t('vigi.hit.officialTextOnly', { language: t(`vigi.entryLanguages.${entryLanguage}`) })})</span> : null}
      <p>{t('vigi.hit.component', { component, how: t(`vigi.matchedBy.${hit.matched_by}`) })}</p>
      <p>{hit.obligation}</p>
      {facts.length > 0 && <p className="vigi-hit-facts">{facts.join(' · ')}</p>}
    </li>
  );
}
