import { texts } from '@surcos/contracts/texts';

/**
 * SPEC.md keeps these product messages in English. They are marked lang="en"
 * where shown, so screen readers pronounce them in English (WCAG 3.1.2).
 */
const ENGLISH_TEXTS: ReadonlySet<string> = new Set([
  texts.login.success,
  texts.login.failure,
  texts.register.success,
  texts.register.failure,
  texts.editProfile.success,
  texts.editProfile.failure,
  texts.editProfile.emailVerificationSent,
  texts.deleteAccount.success,
  texts.deleteAccount.failure,
  texts.album.fetchFailed,
]);

export function textLang(text: string): 'en' | undefined {
  return ENGLISH_TEXTS.has(text) ? 'en' : undefined;
}
