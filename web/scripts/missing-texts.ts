/**
 * `npm run texts:missing [language]`: the keys each catalogue lacks against the
 * Spanish one, and the keys it has that Spanish does not. A partial translation
 * (`complete: false` in contracts/src/languages.ts) shows the missing ones in
 * Spanish, marked as partial in the switch; a complete one must list none (the
 * type check in contracts/src/texts/complete.ts agrees). Exits 1 when one does.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_INFO, LANGUAGES, isLanguage } from '@surcos/contracts/languages';
import { missingKeys } from '@surcos/contracts/texts/fallback';

const requested = process.argv[2];
if (requested !== undefined && !isLanguage(requested)) {
  console.error(`Unknown language "${requested}": Surcos speaks ${LANGUAGES.join(', ')}.`);
  process.exit(2);
}
const reference = await LANGUAGE_INFO[DEFAULT_LANGUAGE].load();
let isWhole = true;
for (const language of requested ? [requested] : LANGUAGES.filter((each) => each !== DEFAULT_LANGUAGE)) {
  const { name, complete, load } = LANGUAGE_INFO[language];
  const catalogue = await load();
  const missing = missingKeys(catalogue, reference);
  const extra = missingKeys(reference, catalogue);
  console.log(
    `${language} (${name}, ${complete ? 'complete' : 'partial'}): ${missing.length} missing, ${extra.length} extra`,
  );
  for (const key of missing) console.log(`  missing  ${key}`);
  for (const key of extra) console.log(`  extra    ${key}`);
  if (extra.length > 0 || (complete && missing.length > 0)) isWhole = false;
}
process.exit(isWhole ? 0 : 1);
