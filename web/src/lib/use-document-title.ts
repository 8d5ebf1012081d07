import { useEffect } from 'react';
import { texts } from '@surcos/contracts/texts';

export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = texts.app.documentTitle(page);
  }, [page]);
}
