import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { UNDO_WINDOW_MS } from '@surcos/contracts/limits';
import { texts } from '@surcos/contracts/texts';
import { CloseIcon } from './icons.tsx';

type ToastVariant = 'success' | 'error' | 'info';

interface Toast {
  id: number;
  variant: ToastVariant;
  message: string;
  /** 'Deshacer': offered as long as the toast shows (UNDO_WINDOW_MS). */
  onUndo?: () => void;
}

interface ToastApi {
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
  /** A success that can be taken back with 'Deshacer' for 10 s. */
  undoable: (message: string, onUndo: () => void) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Errors stay longer: they usually ask the reader to do something. */
const DURATION_MS: Record<ToastVariant, number> = { success: 5000, info: 5000, error: 8000 };
/** Older toasts give way so the stack never covers the page. */
const MAX_VISIBLE = 4;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show = (variant: ToastVariant, message: string, onUndo?: () => void) => {
      nextId.current += 1;
      const toast: Toast = { id: nextId.current, variant, message, ...(onUndo ? { onUndo } : {}) };
      setToasts((current) => [...current.slice(-(MAX_VISIBLE - 1)), toast]);
    };
    return {
      success: (message) => show('success', message),
      error: (message) => show('error', message),
      info: (message) => show('info', message),
      undoable: (message, onUndo) => show('success', message, onUndo),
    };
  }, []);

  return (
    <ToastContext value={api}>
      {children}
      <section
        aria-label={texts.toast.region}
        className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col gap-2 p-3 sm:inset-x-auto sm:right-0 sm:w-96 sm:p-4"
      >
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext>
  );
}

const variantClasses: Record<ToastVariant, string> = {
  success: 'border-l-mint',
  info: 'border-l-accent',
  error: 'border-l-danger',
};

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  // Paused while pointed at or focused, so nobody loses a message they are reading.
  const [isPaused, setIsPaused] = useState(false);

  useEffect(() => {
    // Paused too with an undo: the server honours one well past its 10 s (UNDO_GRACE_MS).
    if (isPaused) return;
    const timer = setTimeout(
      () => onDismiss(toast.id),
      toast.onUndo ? UNDO_WINDOW_MS : DURATION_MS[toast.variant],
    );
    return () => clearTimeout(timer);
  }, [isPaused, onDismiss, toast.id, toast.variant, toast.onUndo]);

  return (
    <div
      role={toast.variant === 'error' ? 'alert' : 'status'}
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border border-l-4 border-line bg-raised p-3 text-fg shadow-lg ${variantClasses[toast.variant]}`}
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
    >
      <p className="flex-1 py-1">{toast.message}</p>
      {toast.onUndo ? (
        <button
          type="button"
          onClick={() => {
            onDismiss(toast.id);
            toast.onUndo?.();
          }}
          className="min-h-9 shrink-0 rounded-md px-2 font-bold text-accent underline-offset-4 hover:underline"
        >
          {texts.toast.undo}
        </button>
      ) : null}
      <button
        type="button"
        aria-label={texts.toast.close}
        onClick={() => onDismiss(toast.id)}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-fg-muted hover:bg-surface hover:text-fg"
      >
        <CloseIcon />
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
