import { useTranslation } from 'react-i18next';
import { VIGI_OFFER_CODES, VIGI_OFFERS, type VigiListInfo } from '@openfds/contract';
import { useVigiLists } from '../api.ts';
import { formatDate, formatEuros } from '../format.ts';
import { versionOwnName } from '../version-name.ts';
import '../vigi.css';

/** Tool page products/vigi-substances: what the watch does, the lists with their versions and dates, the prices. */
export function VigiSubstancesPage() {
  const { t, i18n } = useTranslation('vigi');
  const query = useVigiLists();
  return (
    // The layout gives the page its one <main> (issue #16: a second one stood inside it).
    <div className="vigi-page">
      <h1>{t('vigi.tool.title')}</h1>
      <p>{t('vigi.tool.intro')}</p>
      <p>{t('vigi.tool.howItWorks')}</p>
      <p>{t('vigi.tool.access')}</p>
      {query.isPending && <p role="status">{t('vigi.block.loading')}</p>}
      {query.isError && (
        <p role="alert" className="vigi-error">
          {t('vigi.tool.loadError')}
        </p>
      )}
      {query.data && (
        <div className="vigi-offers">
          {VIGI_OFFER_CODES.map((offer) => {
            const lists = query.data.filter((l) => l.offer === offer);
            const price = VIGI_OFFERS[offer].price;
            const buyable = lists.length > 0 && lists.every((l) => l.can_buy);
            return (
              <section key={offer} className="vigi-offer" aria-labelledby={`vigi-offer-${offer}`}>
                <h2 id={`vigi-offer-${offer}`}>{t(`vigi.offers.${offer}`)}</h2>
                <p className="vigi-price">{price === 0 ? t('vigi.tool.free') : t('vigi.tool.pricePerLot', { price: formatEuros(price, i18n.language) })}</p>
                {price > 0 && !buyable && <p className="vigi-muted">{t('vigi.tool.notBuyable')}</p>}
                {lists.map((list) => (
                  <ListDescription key={list.list} list={list} />
                ))}
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}

function ListDescription({ list }: { list: VigiListInfo }) {
  const { t, i18n } = useTranslation('vigi');
  const { t: te } = useTranslation('everyday');
  // A version is named by its publication (else its import), never by the file it came in.
  // An act's name ("ATP 23 (Regulation (EU) 2025/1222)") comes first when the version has one.
  const versionName = (v: VigiListInfo['versions'][number]) => {
    const dated = v.publication_date
      ? te('vigi.versionOf', { date: formatDate(v.publication_date, i18n.language) })
      : te('vigi.versionImported', { date: formatDate(v.imported_at, i18n.language) });
    const name = versionOwnName(v.label);
    return name ? `${name} · ${dated}` : dated;
  };
  return (
    <section aria-labelledby={`vigi-tool-${list.list}`}>
      <h3 id={`vigi-tool-${list.list}`}>{t(`vigi.lists.${list.list}.name`)}</h3>
      <p>{t(`vigi.lists.${list.list}.description`)}</p>
      <p className="vigi-list-meta">
        {t('vigi.tool.source')}{' '}
        {list.source_url ? (
          <a href={list.source_url} target="_blank" rel="noreferrer">
            {list.source_name}
          </a>
        ) : (
          list.source_name
        )}
      </p>
      {!list.loaded ? (
        <p className="vigi-muted">{t('vigi.block.notLoaded')}</p>
      ) : (
        <table className="vigi-table">
          <caption className="visually-hidden">{t('vigi.tool.versionsCaption', { list: t(`vigi.lists.${list.list}.name`) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('vigi.tool.versionLabel')}</th>
              <th scope="col">{t('vigi.tool.published')}</th>
              <th scope="col">{t('vigi.tool.imported')}</th>
              <th scope="col">{t('vigi.tool.entries')}</th>
              <th scope="col">{t('vigi.tool.changes')}</th>
            </tr>
          </thead>
          <tbody>
            {list.versions.map((v) => (
              <tr key={v.id}>
                <td data-label={t('vigi.tool.versionLabel')}>{versionName(v)}</td>
                <td data-label={t('vigi.tool.published')}>{formatDate(v.publication_date, i18n.language) || '—'}</td>
                <td data-label={t('vigi.tool.imported')}>{formatDate(v.imported_at, i18n.language)}</td>
                <td data-label={t('vigi.tool.entries')}>{v.entry_count}</td>
                <td data-label={t('vigi.tool.changes')}>
                  {v.entered === null ? t('vigi.tool.firstVersion') : t('vigi.tool.diff', { entered: v.entered, left: v.left, changed: v.changed })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
