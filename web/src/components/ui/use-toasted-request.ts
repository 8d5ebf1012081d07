import { texts } from '@surcos/contracts/texts';
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

  /** With `undo`, the success toast offers 'Deshacer' for 10 s, which runs it. */
  async function send(
    request: () => Promise<unknown>,
    successMessage: string,
    undo?: () => Promise<unknown>,
  ): Promise<void> {
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
    if (!undo) {
      toast.success(successMessage);
      return;
    }
    toast.undoable(successMessage, () => {
      undo().then(
        () => toast.success(texts.toast.undone),
        (error: unknown) => toast.error(errorMessage(error)),
      );
    });
  }

  return { buttonRef, send };
}
