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
import { useSyncExternalStore } from 'react';

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
  activate(language, await catalogueOf(language));
}

/** A year: the choice outlives the session; the server reads it to answer the next page in it. */
const REMEMBER_SECONDS = 365 * 24 * 60 * 60;

/**
 * Speaks `language` from now on, on this device: the visitor's footer switch,
 * a member's saved setting (theirs on every device, as the session says).
 */
export async function switchLanguage(language: Language): Promise<void> {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${REMEMBER_SECONDS}; samesite=lax`;
  if (active?.language === language) return;
  activate(language, await catalogueOf(language));
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
  activate(language, catalogue);
}
