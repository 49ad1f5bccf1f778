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
  const [found, setFound] = useState<SupplierSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
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
      suggestSuppliers(typed, controller.signal)
        .then((suggestions) => {
          // A request replaced by a newer text (aborted) never writes its answer, even if it arrived.
          if (controller.signal.aborted) return;
          setFound(suggestions);
          setActive(-1);
        })
        .catch(() => {
          if (!controller.signal.aborted) setFound([]);
        });
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed]);

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
