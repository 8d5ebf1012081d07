import { texts } from '@surcos/contracts/texts';
import { useLocation } from 'react-router';
import { Button } from './button.tsx';
import { useToast } from './toast.tsx';

/**
 * 'Copiar enlace': the page's own address to the clipboard, said in a toast; where the browser
 * gives no clipboard (an insecure origin), the toast says to copy it from the address bar.
 */
export function CopyLinkButton() {
  const toast = useToast();
  // The page's address without its query or fragment: what is shared is the page itself.
  const { pathname } = useLocation();
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(`${window.location.origin}${pathname}`);
      toast.success(texts.collections.linkCopied);
    } catch {
      toast.error(texts.collections.copyLinkFailed);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void copy()}>
      {texts.collections.copyLink}
    </Button>
  );
}
