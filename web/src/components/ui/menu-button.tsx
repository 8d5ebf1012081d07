import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from 'react';

export interface MenuItem {
  label: string;
  onSelect: () => void;
  /** A destructive action reads in the danger colour. */
  isDanger?: boolean;
}

interface MenuButtonProps {
  /** The button's accessible name ('Más acciones'); it shows '⋯'. */
  label: string;
  items: readonly MenuItem[];
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A '⋯' button that opens a short menu of actions (the WAI-ARIA menu button):
 * Enter, Space or ↓ open it on the first item, ↑ on the last; arrows, Home and
 * End move; Escape or Tab close it; choosing an item closes it and gives focus
 * back to the button before the action runs, so a dialog it opens returns there.
 */
export function MenuButton({ label, items, ref }: MenuButtonProps) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  const [openAt, setOpenAt] = useState<number | null>(null);
  const isOpen = openAt !== null;

  useEffect(() => {
    if (openAt !== null) itemRefs.current[openAt]?.focus();
  }, [openAt]);

  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [isOpen]);

  function setButton(element: HTMLButtonElement | null) {
    buttonRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  }

  function close() {
    setOpenAt(null);
    buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpenAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: current >= last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      itemRefs.current[moves[event.key]!]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpenAt(null);
    }
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={setButton}
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => (isOpen ? setOpenAt(null) : setOpenAt(0))}
        onKeyDown={onButtonKeyDown}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-line-strong bg-surface px-3 text-xl leading-none font-bold text-fg transition-colors hover:bg-raised"
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {isOpen ? (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className="absolute end-0 z-20 mt-2 flex min-w-56 flex-col rounded-lg border border-line-strong bg-surface py-1 shadow-lg"
        >
          {items.map((item, index) => (
            <button
              key={item.label}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close();
                item.onSelect();
              }}
              className={`min-h-11 px-4 py-2 text-start font-bold hover:bg-raised focus:bg-raised ${
                item.isDanger ? 'text-danger' : 'text-fg'
              }`}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
