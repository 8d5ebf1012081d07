import { texts } from '@surcos/contracts/texts';
import { useLocation } from 'react-router';
import { Button } from './button.tsx';
import { useToast } from './toast.tsx';

interface CopyButtonProps {
  /** What goes to the clipboard; a function is read on the click (a page rendered on the server has no window). */
  text: string | (() => string);
  label: string;
  /** The toasts that say it went, or that the browser gave no clipboard (an insecure origin). */
  copied: string;
  failed: string;
  /** Names what is copied where the label alone does not (one button among several). */
  'aria-label'?: string;
}

/** Copies `text` to the clipboard and says so in a toast; where there is no clipboard, says how to copy it by hand. */
export function CopyButton({ text, label, copied, failed, 'aria-label': ariaLabel }: CopyButtonProps) {
  const toast = useToast();
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(typeof text === 'string' ? text : text());
      toast.success(copied);
    } catch {
      toast.error(failed);
    }
  };
  return (
    <Button variant="secondary" aria-label={ariaLabel} onClick={() => void copy()}>
      {label}
    </Button>
  );
}

/**
 * 'Copiar enlace': the page's own address to the clipboard, said in a toast; where the browser
 * gives no clipboard (an insecure origin), the toast says to copy it from the address bar.
 */
export function CopyLinkButton() {
  // The page's address without its query or fragment: what is shared is the page itself.
  const { pathname } = useLocation();
  return (
    <CopyButton
      text={() => `${window.location.origin}${pathname}`}
      label={texts.collections.copyLink}
      copied={texts.collections.linkCopied}
      failed={texts.collections.copyLinkFailed}
    />
  );
}
