import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from '../../src/components/ui/toast.tsx';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Guardado')}>
        éxito
      </button>
      <button type="button" onClick={() => toast.error('Ha fallado')}>
        fallo
      </button>
    </>
  );
}

describe('Toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces success politely and goes away by itself', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'éxito' }));
    expect(screen.getByRole('status')).toHaveTextContent('Guardado');

    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces errors as alerts, keeps them while hovered, and closes them on Cerrar', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'fallo' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Ha fallado');

    fireEvent.mouseEnter(alert);
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lives in a labelled region so screen-reader users can find it', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    expect(screen.getByRole('region', { name: 'Notificaciones' })).toBeInTheDocument();
  });
});

describe("Toasts with 'Deshacer'", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function Undoable({ onUndo }: { onUndo: () => void }) {
    const toast = useToast();
    return (
      <button type="button" onClick={() => toast.undoable('Álbum eliminado', onUndo)}>
        eliminar
      </button>
    );
  }

  it("offer 'Deshacer' for 10 s, then go", () => {
    const onUndo = vi.fn();
    render(
      <ToastProvider>
        <Undoable onUndo={onUndo} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'eliminar' }));
    expect(screen.getByRole('status')).toHaveTextContent('Álbum eliminado');
    act(() => {
      vi.advanceTimersByTime(9_900);
    });
    expect(screen.getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument();
    expect(onUndo).not.toHaveBeenCalled();
  });

  it("'Deshacer' undoes once and closes the toast", () => {
    const onUndo = vi.fn();
    render(
      <ToastProvider>
        <Undoable onUndo={onUndo} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'eliminar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
