import { useEffect, useRef, useState } from 'react';
import { type SetURLSearchParams, useSearchParams } from 'react-router';

/** How long a list waits after the last keystroke before it filters (server-side). */
const FILTER_DEBOUNCE_MS = 300;

export interface ListFilters<Sort extends string> {
  /** What the search box shows right now. */
  input: string;
  setInput: (value: string) => void;
  /** The filter in effect (trimmed), once typing has paused. */
  q: string;
  sort: Sort;
  setSort: (sort: Sort) => void;
}

/** Sets (or, empty, removes) one parameter of the address, replacing the history entry. */
export const setSearchParam = (setSearchParams: SetURLSearchParams, name: string, value: string | null) =>
  setSearchParams(
    (current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    },
    { replace: true },
  );

/**
 * A list's search text and sort order, kept in the address (`?q=&sort=`) so
 * coming back from an album with 'Volver' finds the list as it was left.
 */
export function useListFilters<Sort extends string>(
  sorts: readonly Sort[],
  defaultSort: Sort,
): ListFilters<Sort> {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim();
  const sortParam = searchParams.get('sort');
  const sort = sorts.find((candidate) => candidate === sortParam) ?? defaultSort;

  const [input, setInputState] = useState(q);
  // The address can change under us (a nav link to the bare list): the box then follows it.
  const [appliedQ, setAppliedQ] = useState(q);
  if (appliedQ !== q) {
    setAppliedQ(q);
    if (input.trim() !== q) setInputState(q);
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const setParam = (name: string, value: string | null) => setSearchParam(setSearchParams, name, value);

  return {
    input,
    setInput: (value) => {
      setInputState(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void setParam('q', value.trim() || null), FILTER_DEBOUNCE_MS);
    },
    q,
    sort,
    setSort: (value) => void setParam('sort', value === defaultSort ? null : value),
  };
}
