import { useRef } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { useToast } from './toast.tsx';

/**
 * Sends a button's request: a failure toasts its message, a success the
 * given one. Disabled while busy, a button loses focus: one given
 * `buttonRef` has it back either way (one that flips, like 'Seguir').
 */
export function useToastedRequest() {
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
