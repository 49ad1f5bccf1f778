import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sheetLanguageName } from '../../../lib/sheet-language-name.ts';
import { suggestProducts, suggestSuppliers, type ProductSuggestion, type SupplierSuggestion } from '../api.ts';

type Suggestion = { kind: 'supplier'; supplier: SupplierSuggestion } | { kind: 'product'; product: ProductSuggestion };

/**
 * The home page's one search box (issue #23): suppliers and products suggested as the visitor types (combobox
 * pattern: arrow keys move in the list, Enter picks, Escape closes). A supplier picked starts the staged search
 * (product-spec §4), a product picked opens its sheet. The typed text submitted without picking: the staged
 * supplier search when suppliers bear that name (as before), else the product results when products match it
 * (a product name never answers "unknown supplier"), else the staged search's own "unknown supplier".
 */
export function SearchBox({
  disabled,
  language,
  onPickSupplier,
  onPickProduct,
  onSubmitSupplierName,
  onSubmitProducts,
}: {
  disabled: boolean;
  /** Interface language: the products suggested are its sheets first (the search's fallback chain). */
  language: string;
  onPickSupplier: (supplier: SupplierSuggestion) => void;
  onPickProduct: (product: ProductSuggestion) => void;
  onSubmitSupplierName: (name: string) => void;
  onSubmitProducts: (text: string) => void;
}) {
  const { t, i18n } = useTranslation('search');
  const id = useId();
  const [value, setValue] = useState('');
  const [found, setFound] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [checking, setChecking] = useState(false);
  const typed = value.trim();
  // The last list stays while a longer text is being looked up (no flicker at each key); none under 2 letters.
  const items = typed.length < 2 ? [] : found;

  useEffect(() => {
    if (typed.length < 2) {
      setFound([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // Each list on its own: a failed product lookup still shows the suppliers, and the reverse.
      const none = () => [];
      void Promise.all([suggestSuppliers(typed, controller.signal).catch(none), suggestProducts(typed, language, controller.signal).catch(none)]).then(
        ([suppliers, products]) => {
          // A request replaced by a newer text (aborted) never writes its answer, even if it arrived.
          if (controller.signal.aborted) return;
          setFound([
            ...suppliers.map((supplier): Suggestion => ({ kind: 'supplier', supplier })),
            ...products.map((product): Suggestion => ({ kind: 'product', product })),
          ]);
          setActive(-1);
        },
      );
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, language]);

  const pick = (item: Suggestion) => {
    setOpen(false);
    if (item.kind === 'supplier') {
      setValue(item.supplier.name);
      onPickSupplier(item.supplier);
    } else onPickProduct(item.product);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && items.length) {
      event.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % items.length);
    } else if (event.key === 'ArrowUp' && items.length) {
      event.preventDefault();
      setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
    } else if (event.key === 'Enter' && open && active >= 0 && items[active]) {
      event.preventDefault();
      pick(items[active]);
    } else if (event.key === 'Escape') setOpen(false);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!typed || checking) return;
    setOpen(false);
    // Asked again at submission: the suggestions of the last key may not have arrived yet.
    setChecking(true);
    try {
      const suppliers = await suggestSuppliers(typed).catch(() => []);
      if (suppliers.length > 0) return onSubmitSupplierName(typed);
      const products = await suggestProducts(typed, language).catch(() => []);
      if (products.length > 0) return onSubmitProducts(typed);
      onSubmitSupplierName(typed);
    } finally {
      setChecking(false);
    }
  };
  const listId = `${id}-list`;
  const showList = open && items.length > 0 && !disabled;
  const busy = disabled || checking;

  return (
    <form className="supplier-search" onSubmit={(e) => void submit(e)} role="search" aria-label={t('home.supplierSearch')}>
      <div className="field">
        <label htmlFor={`${id}-input`} className="field__label">
          {t('home.supplierLabel')}
        </label>
        <div className="supplier-search__row">
          <input
            id={`${id}-input`}
            className="field__input"
            role="combobox"
            aria-expanded={showList}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            placeholder={t('home.supplierPlaceholder')}
            value={value}
            disabled={disabled}
            onChange={(e) => {
              setValue(e.target.value);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            // The list closes when the field loses the focus, at once: picking with the mouse or a tap does not blur the
            // field (the options' mousedown is prevented). A close delayed by a timer raced with the flow: the field
            // is disabled (so blurred) while a stage request runs and focused again after it; a visitor who typed the
            // whole name within the delay had the list closed after the last key, and the suggestion never showed.
            onBlur={() => setOpen(false)}
          />
          <button type="submit" className="btn btn--primary" disabled={busy || !typed} aria-busy={busy || undefined}>
            {t('home.searchSupplier')}
          </button>
        </div>
        <ul id={listId} role="listbox" className="suggestions" hidden={!showList} aria-label={t('home.suggestions')}>
          {items.map((item, i) => (
            <li
              key={item.kind === 'supplier' ? `s-${item.supplier.code}` : `p-${item.product.iddc}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'suggestions__item suggestions__item--active' : 'suggestions__item'}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(item);
              }}
            >
              {item.kind === 'supplier' ? (
                <>
                  <span>{item.supplier.name}</span>
                  <span className="suggestions__meta">
                    {t('home.supplierKind')} · {t('home.sheetsCount', { count: item.supplier.documents })}
                  </span>
                </>
              ) : (
                <>
                  <span>{item.product.product_name}</span>
                  <span className="suggestions__meta">
                    {t('home.productKind')} · {item.product.supplier_name} · {sheetLanguageName(item.product.language, i18n.language)}
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
    </form>
  );
}
