import { useState } from 'react';

/** How My albums shows the records: sleeves in a grid, or rows of a table. */
export type MyAlbumsView = 'grid' | 'table';

/** Per device: the choice lives in this browser's storage, not in the account. */
export const MY_ALBUMS_VIEW_KEY = 'surcos.myAlbums.view';

function readView(): MyAlbumsView {
  try {
    return globalThis.localStorage?.getItem(MY_ALBUMS_VIEW_KEY) === 'table' ? 'table' : 'grid';
  } catch {
    // Storage refused (private mode, a policy): the grid, every time.
    return 'grid';
  }
}

/** My albums' view, remembered on this device. */
export function useMyAlbumsView(): [MyAlbumsView, (view: MyAlbumsView) => void] {
  const [view, setViewState] = useState<MyAlbumsView>(readView);
  const setView = (next: MyAlbumsView) => {
    setViewState(next);
    try {
      globalThis.localStorage?.setItem(MY_ALBUMS_VIEW_KEY, next);
    } catch {
      // Not remembered; it still applies now.
    }
  };
  return [view, setView];
}
