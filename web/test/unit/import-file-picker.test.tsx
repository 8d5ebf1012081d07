import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImportFilePicker } from '../../src/features/imports/components/import-file-picker.tsx';

describe('Import file picker', () => {
  it("is a labelled file input behind a Spanish 'Elegir archivo', and names the chosen file", async () => {
    const onFile = vi.fn();
    render(<ImportFilePicker onFile={onFile} disabled={false} />);
    const input = screen.getByLabelText('Archivo CSV exportado de Discogs');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
    // The visible button is the input's face: not a second control for screen readers.
    expect(screen.getByText('Elegir archivo')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    const file = new File(['release_id\n1\n'], 'mi-coleccion.csv', { type: 'text/csv' });
    await userEvent.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(screen.getByText('mi-coleccion.csv')).toBeInTheDocument();
  });
});
