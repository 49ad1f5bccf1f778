import { useTranslation } from 'react-i18next';
import { useToolCredits, type ToolBalanceItem } from '../inventory-api.ts';
import '../tools.css';

/**
 * What a logged-in user has left of one tool (issue #28 offers): the month's SafeBox free uses and the paid credits,
 * and a link to the tool's offers on the same page. The calculators above stay free; this counts the deliverables.
 */
export function ToolBalance({ login, tool }: { login: string; tool: ToolBalanceItem['tool'] }) {
  const { t } = useTranslation('tools');
  const credits = useToolCredits(login);
  const balance = credits.data?.find((b) => b.tool === tool);
  if (!balance) return null;
  return (
    <div className="page page--wide">
      <p className="tools-balance" data-testid="tool-balance">
        {balance.unlimited
          ? t('tools.credits.staff')
          : t('tools.credits.left', { free: balance.free_left, perMonth: balance.free_per_month, credits: balance.credits_left })}{' '}
        <a href="#tool-offers">{t('tools.credits.buy')}</a>
      </p>
    </div>
  );
}
