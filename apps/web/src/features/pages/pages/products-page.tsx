import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Badge, Card } from '../../../components/ui/feedback.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';

const GROUPS = [
  {
    key: 'free',
    tools: [
      ['fdsExtract', 'products/fds-extract'],
      ['vigiSubstances', 'products/vigi-substances'],
      ['oneClick', 'search'],
      ['quickIcpe', 'products/quick-icpe'],
      ['quickAdr', 'products/quick-adr'],
      ['fdsLabels', 'products/fds-labels'],
    ],
  },
  {
    key: 'paid',
    tools: [
      ['fdsExtract', 'products/fds-extract'],
      ['vigiSubstances', 'products/vigi-substances'],
      // Issue #28: the regulatory tools are sold (a SafeBox free level above, lots of credits here).
      ['quickIcpe', 'products/quick-icpe'],
      ['quickAdr', 'products/quick-adr'],
      ['fdsLabels', 'products/fds-labels'],
    ],
  },
  {
    key: 'announced',
    tools: [['fdsRetriever', 'products/fds-retriever']],
  },
] as const;

/** /products: the tools list — free with SafeBox, paid by lots of credits, announced. */
export function ProductsPage() {
  const { t } = useTranslation('pages');
  const { to } = useLanguage();
  return (
    <PageFrame title={t('products.title')} lead={t('products.lead')} wide>
      {GROUPS.map((group) => (
        <section key={group.key} aria-labelledby={`tools-${group.key}`} className="tool-group">
          <h2 id={`tools-${group.key}`}>{t(`products.groups.${group.key}.title`)}</h2>
          <p>{t(`products.groups.${group.key}.text`)}</p>
          <div className="card-grid">
            {group.tools.map(([tool, path]) => (
              <Card
                key={tool}
                title={t(`tools.${tool}.name`)}
                headingLevel={3}
                actions={<Link to={to(path)}>{t('products.more', { tool: t(`tools.${tool}.name`) })}</Link>}
              >
                <p>{t(group.key === 'paid' ? `tools.${tool}.paid` : `tools.${tool}.text`)}</p>
                {group.key === 'free' ? <Badge tone="success">{t('products.freeBadge')}</Badge> : null}
                {group.key === 'announced' ? <Badge tone="accent">{t('comingSoon.badge')}</Badge> : null}
              </Card>
            ))}
          </div>
        </section>
      ))}
    </PageFrame>
  );
}
