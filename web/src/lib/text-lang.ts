import { texts } from '@surcos/contracts/texts';

/**
 * SPEC.md keeps these product messages in English. They are marked lang="en"
 * where shown, so screen readers pronounce them in English (WCAG 3.1.2).
 */
const ENGLISH_TEXTS: ReadonlySet<string> = new Set(Object.values(texts.englishAlerts));

export function textLang(text: string): 'en' | undefined {
  return ENGLISH_TEXTS.has(text) ? 'en' : undefined;
}
