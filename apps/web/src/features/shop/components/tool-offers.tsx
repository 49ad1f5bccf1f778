import '../shop.css';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Badge, Banner, Card, Skeleton } from '../../../components/ui/feedback.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useCart, useTools, useUpdateCart } from '../api.ts';
import { money } from '../format.ts';
import { paths } from '../../../config/paths.ts';
import { errorText } from '../../../lib/api-errors.ts';
import { useViewerIsStaff } from '../../../lib/staff-viewer.tsx';

/**
 * The offers of one tool with their price per lot of 10 credits per year and "add to cart" (product-spec §1, §9).
 * Free offers come with SafeBox; an offer whose lists are not loaded is shown but cannot be bought.
 */
export function ToolOffers({ toolReference }: { toolReference: string }) {
  const { t } = useTranslation('shop');
  // Staff browse the site as staff (issue #26): the offers and prices, without "add to cart".
  const staff = useViewerIsStaff();
  const { language, to } = useLanguage();
  const navigate = useNavigate();
  const tools = useTools();
  const cart = useCart();
  const update = useUpdateCart();
  const tool = tools.data?.tools.find((x) => x.tool_reference === toolReference);
  if (tools.isPending) return <Skeleton lines={4} />;
  if (!tool) return null;
  const inCart = new Set(cart.data?.offers.map((o) => o.offer_id) ?? []);
  const pending = (cart.data?.waiting_offers.length ?? 0) > 0;

  const add = async (offerId: number) => {
    try {
      await update.mutateAsync({ offer_ids: [...(cart.data?.offers.map((o) => o.offer_id) ?? []), offerId] });
    } catch {
      return; // the banner above the offers says why (update.error): no unhandled rejection, no move to the cart
    }
    void navigate(to(paths.cart));
  };

  return (
    <Card title={t('offers.title', { tool: tool.label })}>
      <p>{t('offers.lead')}</p>
      {pending ? <Banner tone="warning">{t('cart.pendingBlocks')}</Banner> : null}
      {update.isError ? <Banner tone="danger">{errorText(update.error)}</Banner> : null}
      <ul className="shop-offers">
        {tool.offers.map((offer) => (
          <li key={offer.id} className="shop-offers__item" data-offer={offer.reference}>
            <div>
              <strong>{offer.name}</strong>
              <div className="shop-offers__price">{offer.free ? t('offers.free') : t('offers.price', { price: money(offer.price, language) })}</div>
            </div>
            {offer.free ? (
              <Badge tone="success">{t('offers.safebox')}</Badge>
            ) : staff ? null : !offer.available ? (
              <Badge>{t('offers.unavailable')}</Badge>
            ) : inCart.has(offer.id) ? (
              <Button variant="ghost" onClick={() => void navigate(to(paths.cart))}>
                {t('offers.inCart')}
              </Button>
            ) : (
              <Button
                variant="secondary"
                busy={update.isPending}
                disabled={pending}
                onClick={() => void add(offer.id)}
                aria-label={t('offers.addLabel', { offer: offer.name })}
              >
                {t('offers.add')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
