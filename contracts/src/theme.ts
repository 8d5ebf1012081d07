/** The themes a member can choose on a device; 'system' follows the device's own setting. */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Where the device remembers a chosen theme ('light' or 'dark'); nothing stored means 'system'. */
export const THEME_STORAGE_KEY = 'surcos-theme';

/**
 * Sets `<html data-theme>` from the remembered choice before the first paint:
 * the web build puts it inline at the top of every page's <head>, and the
 * server's Content-Security-Policy allows exactly this text by its hash.
 */
export const THEME_BOOT_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;
