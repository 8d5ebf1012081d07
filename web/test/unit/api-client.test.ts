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

describe('answers the server put in the page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.getElementById('surcos-initial-responses')?.remove();
    vi.resetModules();
  });

  /** The client as a page that came with these answers loads it. */
  async function clientInPageWith(answers: string) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'surcos-initial-responses';
    script.textContent = answers;
    document.body.append(script);
    vi.resetModules();
    // The modules start again, the text catalogue's included: the new ones speak Spanish too.
    const language = await import('../../src/lib/language.ts');
    language.speakNow('es', await import('@surcos/contracts/texts/es'));
    return import('../../src/lib/api-client.ts');
  }

  it('answers each first GET from the page once, checked like any answer, then asks the server', async () => {
    const client = await clientInPageWith(
      JSON.stringify({
        '/api/me/counts': {
          albums: 3,
          collections: 1,
          followers: 0,
          following: 2,
          unreadMessages: 0,
          wishlist: 0,
          feedHasNew: false,
        },
        '/api/roto': { albums: 'tres' },
      }),
    );
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{"albums":4}', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);

    await expect(client.apiGet('/api/me/counts', { schema: CountsSchema })).resolves.toMatchObject({
      albums: 3,
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(client.apiGet('/api/me/counts')).resolves.toEqual({ albums: 4 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Only a GET of that exact path uses it; a written answer that breaks the contract is refused.
    await client.apiPost('/api/roto', {});
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(client.apiGet('/api/roto', { schema: CountsSchema })).rejects.toMatchObject({
      code: 'INTERNAL',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks the server as usual when the page holds no answers, or broken ones', async () => {
    const client = await clientInPageWith('{not json');
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{"user":null}', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(client.apiGet('/api/session')).resolves.toEqual({ user: null });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
