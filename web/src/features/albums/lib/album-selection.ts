import { BULK_ALBUMS_MAX } from '@surcos/contracts/limits';
import { type KeyboardEvent, type MouseEvent, useCallback, useMemo, useRef, useState } from 'react';

/** Albums of My albums chosen for a bulk action, in 'Seleccionar' mode. */
export interface AlbumSelection {
  isActive: boolean;
  selected: ReadonlySet<string>;
  /** Set when a choice was refused for passing BULK_ALBUMS_MAX. */
  isAtLimit: boolean;
  start: () => void;
  stop: () => void;
  clear: () => void;
  /** One album in or out; with `range`, every album from the last one toggled to this one. */
  toggle: (id: string, range?: boolean) => void;
  selectAll: () => void;
}

/** The selection over `orderedIds`, the albums shown in their order (for ranges and 'Seleccionar todo'). */
export function useAlbumSelection(orderedIds: readonly string[]): AlbumSelection {
  const [isActive, setIsActive] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [isAtLimit, setIsAtLimit] = useState(false);
  const anchor = useRef<string | null>(null);

  const adding = useCallback((current: ReadonlySet<string>, more: readonly string[]) => {
    const next = new Set(current);
    for (const id of more) {
      if (next.size >= BULK_ALBUMS_MAX && !next.has(id)) {
        setIsAtLimit(true);
        break;
      }
      next.add(id);
    }
    return next;
  }, []);

  const toggle = useCallback(
    (id: string, range = false) => {
      setSelected((current) => {
        const from = anchor.current === null ? -1 : orderedIds.indexOf(anchor.current);
        const to = orderedIds.indexOf(id);
        if (range && from >= 0 && to >= 0) {
          const span = orderedIds.slice(Math.min(from, to), Math.max(from, to) + 1);
          // A range takes the anchor's state: it selects, or it clears.
          if (!current.has(anchor.current ?? '')) {
            const next = new Set(current);
            for (const each of span) next.delete(each);
            setIsAtLimit(false);
            return next;
          }
          return adding(current, span);
        }
        anchor.current = id;
        if (current.has(id)) {
          const next = new Set(current);
          next.delete(id);
          setIsAtLimit(false);
          return next;
        }
        return adding(current, [id]);
      });
    },
    [adding, orderedIds],
  );

  const clear = useCallback(() => {
    setSelected(new Set());
    setIsAtLimit(false);
    anchor.current = null;
  }, []);

  return useMemo(
    () => ({
      isActive,
      selected,
      isAtLimit,
      start: () => setIsActive(true),
      stop: () => {
        setIsActive(false);
        clear();
      },
      clear,
      toggle,
      selectAll: () => setSelected((current) => adding(current, orderedIds)),
    }),
    [isActive, selected, isAtLimit, clear, toggle, adding, orderedIds],
  );
}

const albumIdAt = (target: EventTarget | null): string | null =>
  target instanceof Element
    ? (target.closest('[data-album-id]')?.getAttribute('data-album-id') ?? null)
    : null;

const isCheckbox = (target: EventTarget | null) =>
  target instanceof HTMLInputElement && target.type === 'checkbox';

/**
 * A list's handlers in 'Seleccionar' mode: a click on a card or row (its link
 * included) toggles it instead of opening it, shift-click a range; Space on a
 * focused card or row toggles it.
 */
export function selectionHandlers(selection: AlbumSelection | undefined) {
  if (!selection?.isActive) return {};
  return {
    onClickCapture: (event: MouseEvent) => {
      const id = albumIdAt(event.target);
      if (id === null) return;
      if (!isCheckbox(event.target)) event.preventDefault();
      selection.toggle(id, event.shiftKey);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== ' ' || isCheckbox(event.target)) return;
      const id = albumIdAt(event.target);
      if (id === null) return;
      event.preventDefault();
      selection.toggle(id, event.shiftKey);
    },
  };
}
