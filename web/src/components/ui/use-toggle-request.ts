import { useRef } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { useToast } from './toast.tsx';

/**
 * For a button that sends a request and flips (follow, wishlist): a failure
 * toasts its message, a success the given one. Disabled while busy, the
 * button loses focus; `buttonRef` lets it have it back either way.
 */
export function useToggleRequest() {
  const toast = useToast();
  const buttonRef = useRef<HTMLButtonElement>(null);

  async function send(request: () => Promise<unknown>, successMessage: string): Promise<void> {
    try {
      await request();
    } catch (error) {
      toast.error(errorMessage(error));
      return;
    } finally {
      if (document.activeElement === document.body || document.activeElement === null) {
        buttonRef.current?.focus();
      }
    }
    toast.success(successMessage);
  }

  return { buttonRef, send };
}
