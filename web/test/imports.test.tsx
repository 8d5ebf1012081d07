import type { CurrentImport, ImportJob, ImportPreview } from '@surcos/contracts/imports';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

const preview = (overrides: Partial<ImportPreview> = {}): ImportPreview => ({
  kind: 'collection',
  rowsRecognised: 0,
  copiesToAdd: 0,
  copiesAlreadyThere: 0,
  wantsToAdd: 0,
  wantsAlreadyThere: 0,
  problems: [],
  ...overrides,
});

const job = (overrides: Partial<ImportJob> = {}): ImportJob => ({
  id: '7f1c0a52-3a34-4f0e-9a55-0d2f4c1e9b10',
  kind: 'collection',
  source: 'coleccion.csv',
  state: 'planning',
  totalRows: 0,
  rowsDone: 0,
  copiesAdded: 0,
  copiesSkipped: 0,
  wantsAdded: 0,
  wantsSkipped: 0,
  failedRows: 0,
  detailsSource: 'discogs',
  detailsPending: 0,
  detailsFetched: 0,
  detailsUnknown: 0,
  etaSeconds: null,
  error: null,
  preview: preview(),
  createdAt: '2026-01-01T00:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

describe('Import page', () => {
  it('sends the file, shows the preview filling in as the server plans it, then starts the planned job', async () => {
    let current: CurrentImport = { job: null };
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/imports/current': () => json(current),
      'POST /api/imports/preview': () => {
        current = { job: job() };
        return json(current.job, 201);
      },
      'POST /api/imports/7f1c0a52-3a34-4f0e-9a55-0d2f4c1e9b10/start': () => {
        current = { job: job({ state: 'queued', totalRows: 600, preview: null }) };
        return json(current.job);
      },
    });
    const { sockets } = renderApp('/import');
    const input = await screen.findByLabelText('Archivo CSV exportado de Discogs');
    await waitFor(() => expect(sockets[0]?.connected).toBe(true));

    await userEvent.upload(input, new File(['release_id\n1\n'], 'coleccion.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Leyendo el archivo… 0 filas leídas hasta ahora…')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/imports/preview')[0]?.query.get('name')).toBe('coleccion.csv');
    // Not yet: the file is still being read.
    current = { job: job({ totalRows: 500, preview: preview({ rowsRecognised: 500, copiesToAdd: 500 }) }) };
    act(() => sockets[0]?.serverEmit('import.progressed', { importId: current.job!.id }));
    expect(await screen.findByText('Leyendo el archivo… 500 filas leídas hasta ahora…')).toBeInTheDocument();
    expect(screen.getByTestId('Copias que se añadirán')).toHaveTextContent('500');
    expect(screen.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument();

    current = {
      job: job({
        state: 'ready',
        totalRows: 600,
        preview: preview({
          rowsRecognised: 599,
          copiesToAdd: 599,
          problems: [{ line: 554, reason: 'La valoración «9» no es válida: debe ser un número del 0 al 5.' }],
        }),
      }),
    };
    act(() => sockets[0]?.serverEmit('import.progressed', { importId: current.job!.id }));
    await userEvent.click(await screen.findByRole('button', { name: 'Importar' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/imports/7f1c0a52-3a34-4f0e-9a55-0d2f4c1e9b10/start')).toHaveLength(1),
    );
    expect(
      await screen.findByRole('progressbar', { name: 'Progreso de la importación' }),
    ).toBeInTheDocument();
  });

  it('shows why a file could not be read once its planning fails', async () => {
    let current: CurrentImport = { job: null };
    const failed = job({
      state: 'failed',
      preview: null,
      error: 'El archivo no tiene ninguna fila de discos.',
    });
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/imports/current': () => json(current),
      'POST /api/imports/preview': () => {
        current = { job: failed };
        return json(job(), 201);
      },
    });
    renderApp('/import');
    const input = await screen.findByLabelText('Archivo CSV exportado de Discogs');
    await userEvent.upload(input, new File(['release_id\n'], 'vacio.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El archivo no tiene ninguna fila de discos.');
  });

  /** Starts a planned file, then shows it finished as `done` says. */
  async function finishImport(done: Partial<ImportJob>) {
    const id = '7f1c0a52-3a34-4f0e-9a55-0d2f4c1e9b10';
    let current: CurrentImport = {
      job: job({ state: 'ready', totalRows: 3, preview: preview({ rowsRecognised: 3, copiesToAdd: 3 }) }),
    };
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/imports/current': () => json(current),
      [`POST /api/imports/${id}/start`]: () => {
        current = { job: job({ state: 'queued', totalRows: 3, preview: null }) };
        return json(current.job);
      },
    });
    const { sockets } = renderApp('/import');
    await userEvent.click(await screen.findByRole('button', { name: 'Importar' }));
    expect(await screen.findByRole('heading', { name: 'En cola' })).toBeInTheDocument();
    current = { job: job({ state: 'done', totalRows: 3, rowsDone: 3, preview: null, ...done }) };
    act(() => sockets[0]?.serverEmit('import.progressed', { importId: id }));
    expect(await screen.findByRole('heading', { name: 'Importación terminada' })).toBeInTheDocument();
  }

  it("without Discogs details, says only the file's data is kept and offers 'Ver mis álbumes'", async () => {
    await finishImport({ detailsSource: 'file', copiesAdded: 3, etaSeconds: null });
    expect(screen.getByText(/se guardan solo los datos del CSV/)).toBeInTheDocument();
    expect(screen.queryByText(/minuto/)).not.toBeInTheDocument();
    expect(screen.queryByText(/descargados/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis álbumes' })).toHaveAttribute('href', '/albums');
  });

  it('a finished wantlist links to the wishlist and never claims details it has not got', async () => {
    await finishImport({ kind: 'wantlist', detailsSource: 'file', wantsAdded: 3 });
    expect(screen.getByRole('link', { name: 'Ver mi wishlist' })).toHaveAttribute('href', '/wishlist');
    expect(screen.queryByText(/Detalles descargados/)).not.toBeInTheDocument();
  });

  it('with Discogs details, says what is pending, what came and what Discogs does not know', async () => {
    await finishImport({ detailsPending: 2, detailsFetched: 1, detailsUnknown: 1, etaSeconds: 2 });
    expect(
      screen.getByText(/Faltan los detalles de 2 discos: Surcos los descarga de Discogs/),
    ).toBeInTheDocument();
    expect(screen.getByText('1 disco ya tiene sus detalles de Discogs.')).toBeInTheDocument();
    expect(
      screen.getByText('Discogs no conoce 1 disco: se queda con los datos del CSV.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Menos de un minuto.')).toBeInTheDocument();
  });

  it('says all details came only when every album has them', async () => {
    await finishImport({ detailsFetched: 3 });
    expect(screen.getByText('Detalles descargados de Discogs para los 3 discos.')).toBeInTheDocument();
  });
});
