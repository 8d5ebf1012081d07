import { type Catalogue, installCatalogueSource } from '@surcos/contracts/texts';
import { activeCatalogue, speakNow } from '../src/lib/language.ts';

let loading = true;

/**
 * Speaks `catalogue` in the tests, but only once the test file's modules have
 * loaded, as in the browser: a module that keeps a text (not a section, not a
 * function that reads one) then fails, where it would show it in the language
 * of the moment it loaded, whatever the person chooses later.
 */
export function speakTextsAfterLoading(catalogue: Catalogue): void {
  loading = true;
  speakNow('es', catalogue);
  installCatalogueSource(() => (loading ? undefined : activeCatalogue()));
}

speakTextsAfterLoading.loaded = (): void => {
  loading = false;
};
