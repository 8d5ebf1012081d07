import { CountsSchema } from '@surcos/contracts/counts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiPost } from '../../src/lib/api-client.ts';

const respond = (body: string, status: number, contentType = 'application/json') =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(body, { status, headers: { 'Content-Type': contentType } }))),
  );

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the session cookie of this origin', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{"ok":true}', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiPost('/api/auth/sign-out', {})).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/sign-out', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{}',
      credentials: 'same-origin',
      signal: null,
    });
  });

  it("carries the server's code, status and Spanish message", async () => {
    respond(
      JSON.stringify({ error: { code: 'EMAIL_TAKEN', message: 'Ya existe una cuenta con este correo.' } }),
      409,
    );
    const error = await caught(apiPost('/api/auth/sign-up/email', {}));
    expect(error).toMatchObject({
      status: 409,
      code: 'EMAIL_TAKEN',
      message: 'Ya existe una cuenta con este correo.',
    });
  });

  it('falls back to a Spanish message by status when the body is not ours', async () => {
    respond('<html>Bad gateway</html>', 502, 'text/html');
    const error = await caught(apiGet('/api/session'));
    expect(error).toMatchObject({
      status: 502,
      code: 'SERVICE_UNAVAILABLE',
      message: 'El servicio no está disponible. Inténtalo más tarde.',
    });
  });

  it('turns a network failure into a Spanish message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await caught(apiGet('/api/session'));
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'No se pudo conectar con el servidor. Comprueba tu conexión.',
    });
  });

  it('checks responses against the contract', async () => {
    respond(JSON.stringify({ albums: -1 }), 200);
    const error = await caught(apiGet('/api/me/counts', { schema: CountsSchema }));
    expect(error.code).toBe('INTERNAL');
  });

  it('lets a cancelled request stay a cancellation', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        controller.abort();
        return Promise.reject(new DOMException('Aborted', 'AbortError'));
      }),
    );
    await expect(apiGet('/api/session', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
