import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { suggestSuppliers, type SupplierSuggestion } from '../api.ts';

/**
 * Supplier name with suggestions as the visitor types (combobox pattern: arrow keys move in the list, Enter
 * picks, Escape closes). Submitting the typed text without picking runs the supplier-name search.
 */
export function SupplierAutocomplete({
  disabled,
  onPick,
  onSubmitName,
}: {
  disabled: boolean;
  onPick: (supplier: SupplierSuggestion) => void;
  onSubmitName: (name: string) => void;
}) {
  const { t } = useTranslation('search');
  const id = useId();
  const [value, setValue] = useState('');
  const [items, setItems] = useState<SupplierSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const typed = value.trim();
    if (typed.length < 2) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggestSuppliers(typed, controller.signal)
        .then((found) => {
          setItems(found);
          setActive(-1);
        })
        .catch(() => setItems([]));
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  const pick = (supplier: SupplierSuggestion) => {
    setValue(supplier.name);
    setOpen(false);
    onPick(supplier);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && items.length) {
      event.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % items.length);
    } else if (event.key === 'ArrowUp' && items.length) {
      event.preventDefault();
      setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      pick(items[active]);
    } else if (event.key === 'Escape') setOpen(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) {
      setOpen(false);
      onSubmitName(value.trim());
    }
  };
  const listId = `${id}-list`;
  const showList = open && items.length > 0 && !disabled;

  return (
    <form className="supplier-search" onSubmit={submit} role="search" aria-label={t('home.supplierSearch')}>
      <div className="field">
        <label htmlFor={`${id}-input`} className="field__label">{t('home.supplierLabel')}</label>
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
            onBlur={() => setTimeout(() => setOpen(false), 150)}
          />
          <button type="submit" className="btn btn--primary" disabled={disabled || !value.trim()} aria-busy={disabled || undefined}>
            {t('home.searchSupplier')}
          </button>
        </div>
        <ul id={listId} role="listbox" className="suggestions" hidden={!showList} aria-label={t('home.suggestions')}>
          {items.map((s, i) => (
            <li
              key={s.code}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'suggestions__item suggestions__item--active' : 'suggestions__item'}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(s);
              }}
            >
              <span>{s.name}</span>
              <span className="suggestions__meta">{t('home.sheetsCount', { count: s.documents })}</span>
            </li>
          ))}
        </ul>
      </div>
    </form>
  );
}
