import { useEffect } from 'react';
import { es } from '../i18n/es.ts';

export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = es.app.documentTitle(page);
  }, [page]);
}
