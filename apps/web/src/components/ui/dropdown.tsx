import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { MENU_TIMEOUT_MS } from '@openfds/contract';

/**
 * A disclosure menu: opens on click (and on hover with a pointer), closes on Escape, on a click outside, or
 * MENU_TIMEOUT_MS (100 ms) after the pointer leaves, so that crossing the gap to the list does not close it.
 */
export function Dropdown({
  label,
  buttonClassName,
  align = 'right',
  hover = false,
  children,
}: {
  label: ReactNode;
  buttonClassName: string;
  align?: 'left' | 'right';
  hover?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  // A click right after the pointer opened the menu by hovering keeps it open instead of toggling it shut.
  const hoverOpenedAt = useRef(0);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const hoverProps = hover
    ? {
        onMouseEnter: () => {
          window.clearTimeout(timer.current);
          if (!open) hoverOpenedAt.current = Date.now();
          setOpen(true);
        },
        onMouseLeave: () => {
          timer.current = window.setTimeout(() => setOpen(false), MENU_TIMEOUT_MS);
        },
      }
    : {};

  return (
    <div className="dropdown-root" ref={root} {...hoverProps}>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => (o && Date.now() - hoverOpenedAt.current < 500 ? true : !o))}
      >
        {label}
        <span aria-hidden="true" className="caret">
          ▾
        </span>
      </button>
      {open ? (
        <ul id={listId} className={`dropdown dropdown--${align}`}>
          {children(() => setOpen(false))}
        </ul>
      ) : null}
    </div>
  );
}
