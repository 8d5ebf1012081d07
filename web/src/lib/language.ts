import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_INFO,
  type Language,
  isLanguage,
  languageFromCookieHeader,
  pickLanguage,
} from '@surcos/contracts/languages';
import { type Catalogue, installCatalogueSource } from '@surcos/contracts/texts';
import { withFallback } from '@surcos/contracts/texts/fallback';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/**
 * The language the app speaks, and its catalogue. Each catalogue is a chunk
 * of its own, so a page downloads only the active language's texts; switching
 * loads the other's and renders every screen again (`useLanguage` keys the
 * routes), with no reload.
 */
const loaded = new Map<Language, Catalogue>();
let active: { language: Language; catalogue: Catalogue } | undefined;
const listeners = new Set<() => void>();

/** Where `texts` reads in the browser: nothing until `startLanguage` has loaded a catalogue. */
export function activeCatalogue(): Catalogue | undefined {
  return active?.catalogue;
}

installCatalogueSource(activeCatalogue);

/** A language's catalogue, loaded once (its chunk), filled from Spanish if its translation is partial. */
export async function catalogueOf(language: Language): Promise<Catalogue> {
  const known = loaded.get(language);
  if (known) return known;
  const { complete, load } = LANGUAGE_INFO[language];
  const catalogue = complete
    ? ((await load()) as Catalogue)
    : withFallback(await load(), await catalogueOf(DEFAULT_LANGUAGE));
  loaded.set(language, catalogue);
  return catalogue;
}

function activate(language: Language, catalogue: Catalogue): void {
  active = { language, catalogue };
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/** What the device or the member chose: spoken unless the page holds a language of its own. */
let chosen: Language | undefined;
/**
 * A page's own language (`useHeldLanguage`), held on one visit of it (`visit`, its history
 * entry's key); `speaking` turns false when the person switches language there.
 */
let held: { language: Language; visit: string; speaking: boolean } | undefined;

const wanted = (): Language => (held?.speaking ? held.language : chosen) ?? DEFAULT_LANGUAGE;

/** Speaks what is wanted now, once its catalogue has loaded, unless something else is wanted by then. */
async function speakWanted(): Promise<void> {
  const language = wanted();
  if (active?.language === language) return;
  const catalogue = await catalogueOf(language);
  if (wanted() === language) activate(language, catalogue);
}

/**
 * The language a page starts in: the device's remembered choice, else the one the
 * server rendered a prerendered page in (hydration must match it), else the
 * browser's preferences (what the server read from `Accept-Language`).
 */
export function startingLanguage(): Language {
  const remembered = languageFromCookieHeader(document.cookie);
  if (remembered) return remembered;
  const root = document.getElementById('root');
  const rendered = document.documentElement.lang;
  if (root?.hasAttribute('data-prerendered') && isLanguage(rendered)) return rendered;
  return pickLanguage(navigator.languages);
}

/** Loads the starting language's catalogue: the app renders once it has. */
export async function startLanguage(language: Language = startingLanguage()): Promise<void> {
  chosen = language;
  await speakWanted();
}

/** A year: the choice outlives the session; the server reads it to answer the next page in it. */
const REMEMBER_SECONDS = 365 * 24 * 60 * 60;

/**
 * A member's saved setting, as their session says (theirs on every device): this device
 * remembers it and speaks it, except on a page that holds a language of its own.
 */
export async function rememberLanguage(language: Language): Promise<void> {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${REMEMBER_SECONDS}; samesite=lax`;
  chosen = language;
  await speakWanted();
}

/**
 * A choice made now, with the footer's switch or the profile's setting: spoken at
 * once, on a page that held its own language too, and remembered on this device.
 */
export async function switchLanguage(language: Language): Promise<void> {
  if (held) held.speaking = false;
  await rememberLanguage(language);
}

/**
 * Speaks `language` on this page whatever the device or the member chose: a mail's
 * unsubscribe page speaks its recipient's. Held once per visit, so the page rendering
 * again after the person switched language there does not take their choice back;
 * the next page speaks the chosen language again (`useHeldLanguageEnds`).
 */
export function useHeldLanguage(language: Language | undefined): void {
  const visit = useLocation().key;
  useEffect(() => {
    if (!language || held?.visit === visit) return;
    held = { language, visit, speaking: true };
    void speakWanted();
  }, [language, visit]);
}

/**
 * Lets a page's held language go once another page shows. For the routes' parent: the routes
 * render again in a new language (`key`), and the page holding it with them.
 */
export function useHeldLanguageEnds(): void {
  const visit = useLocation().key;
  useEffect(() => {
    if (!held || held.visit === visit) return;
    held = undefined;
    void speakWanted();
  }, [visit]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const activeLanguage = (): Language => active?.language ?? DEFAULT_LANGUAGE;

/** The active language; a component using it renders again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
}

/** For tests: speak `catalogue` at once, with no loading. */
export function speakNow(language: Language, catalogue: Catalogue): void {
  loaded.set(language, catalogue);
  chosen = language;
  held = undefined;
  activate(language, catalogue);
}
