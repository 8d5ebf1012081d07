/** The themes a member can choose on a device; 'system' follows the device's own setting. */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Where the device remembers a chosen theme ('light' or 'dark'); nothing stored means 'system'. */
export const THEME_STORAGE_KEY = 'surcos-theme';

/**
 * Each theme's page background (`--bg` in web/src/styles/index.css), which the browser's own
 * bar and an installed app's status bar take (`<meta name="theme-color">`).
 */
export const THEME_COLORS = { dark: '#0e0c13', light: '#f7f5fb' } as const;

/** The `theme-color` a chosen theme puts first in `<head>`, ahead of the pages' two (one per system setting). */
export const CHOSEN_THEME_COLOR_ID = 'theme-color-chosen';

/**
 * Sets `<html data-theme>` from the remembered choice before the first paint,
 * and the browser's bar to that theme's colour: the web build puts it inline
 * at the top of every page's <head>, and the server's Content-Security-Policy
 * allows exactly this text by its hash.
 */
export const THEME_BOOT_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==="light"||t==="dark"){document.documentElement.dataset.theme=t;var m=document.createElement("meta");m.name="theme-color";m.id=${JSON.stringify(CHOSEN_THEME_COLOR_ID)};m.content=${JSON.stringify(THEME_COLORS)}[t];document.head.prepend(m)}}catch(e){}`;
