import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_INFO,
  LANGUAGES,
  type Language,
  languageFromCookieHeader,
  pickLanguage,
} from '@surcos/contracts/languages';
import { type Catalogue, installCatalogueSource } from '@surcos/contracts/texts';
import { withFallback } from '@surcos/contracts/texts/fallback';

/**
 * Which language the server writes in: a request's (the member's setting, else
 * the device's remembered choice, else `Accept-Language`), or a mail's
 * recipient's. The language travels with the work through AsyncLocalStorage,
 * so `texts` anywhere below a route or a mail reads the right catalogue.
 */
const spanish = (await LANGUAGE_INFO[DEFAULT_LANGUAGE].load()) as Catalogue;
const catalogues = Object.fromEntries(
  await Promise.all(
    LANGUAGES.map(async (language) => {
      const { complete, load } = LANGUAGE_INFO[language];
      return [language, complete ? await load() : withFallback(await load(), spanish)] as const;
    }),
  ),
) as Record<Language, Catalogue>;

interface Speaking {
  language: Language;
}

const storage = new AsyncLocalStorage<Speaking>();

installCatalogueSource(() => catalogues[storage.getStore()?.language ?? DEFAULT_LANGUAGE]);

/** The language of the work at hand: Spanish outside any request or mail. */
export function currentLanguage(): Language {
  return storage.getStore()?.language ?? DEFAULT_LANGUAGE;
}

/** Runs `work` writing in `language`: a mail to its recipient, a page for its reader. */
export function inLanguage<T>(language: Language, work: () => T): T {
  return storage.run({ language }, work);
}

/** What a request's headers ask for: the device's remembered choice, else `Accept-Language`. */
export function languageOfHeaders(headers: FastifyRequest['headers']): Language {
  return languageFromCookieHeader(headers.cookie) ?? pickLanguage(headers['accept-language']);
}

/**
 * onRequest: the request speaks what its headers ask for until it is known to
 * be a member's (`speakToMember`). Run as Fastify's hooks run (`done` inside
 * the store), so the hooks and the handler after it share the store.
 */
export function startRequestLanguage(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  storage.run({ language: languageOfHeaders(request.headers) }, done);
}

/** Once the request is known to be a member's, it speaks their setting. */
export function speakToMember(language: Language): void {
  const speaking = storage.getStore();
  if (speaking) speaking.language = language;
}
