import { CHOSEN_THEME_COLOR_ID, THEME_COLORS, THEME_STORAGE_KEY, type Theme } from '@surcos/contracts/theme';

/** The theme this device remembers; 'system' when none was chosen or storage is unavailable. */
export function readTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Remembers the choice on this device and applies it at once, as the page's first script does on load. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
  showThemeColor(theme);
  try {
    if (theme === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private browsing without storage: the choice lasts for this visit only.
  }
}

/** The browser's bar in the chosen theme's colour; with 'system', the page's own metas (one per setting) decide. */
function showThemeColor(theme: Theme): void {
  let chosen = document.getElementById(CHOSEN_THEME_COLOR_ID);
  if (theme === 'system') {
    chosen?.remove();
    return;
  }
  if (!(chosen instanceof HTMLMetaElement)) {
    chosen = Object.assign(document.createElement('meta'), {
      name: 'theme-color',
      id: CHOSEN_THEME_COLOR_ID,
    });
    // The first theme-color that applies wins: ahead of the two that follow the system setting.
    document.head.prepend(chosen);
  }
  (chosen as HTMLMetaElement).content = THEME_COLORS[theme];
}
