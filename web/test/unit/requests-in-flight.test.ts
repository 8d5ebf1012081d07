import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiGetKept } from '../../src/lib/api-client.ts';
import { createRequestsInFlight, pageRequests } from '../../src/lib/offline/requests-in-flight.ts';
import { postFile } from '../../src/features/imports/api/send-file.ts';
import { z } from 'zod';

/** A fetch that answers only when the test says so. */
function heldFetch() {
  const answers: ((response: Response) => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => answers.push(resolve))),
  );
  return (body = '{"items":[]}', status = 200) =>
    answers.shift()?.(new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));
}

const settled = (promise: Promise<unknown>) => {
  const state = { done: false };
  void promise.then(
    () => (state.done = true),
    () => (state.done = true),
  );
  return state;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('requests in flight (what the service worker is still answering)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts every way the page asks the server, until the answer is read or fails', async () => {
    const answer = heldFetch();
    // The files of a worker share their modules (vitest.config.ts): counted from what others left.
    const before = pageRequests.count();
    const plain = apiGet('/api/me/albums');
    const kept = apiGetKept('/api/me/wishlist');
    const file = postFile('/api/me/imports', new Blob(['a,b']), z.unknown());
    await pause(0);
    expect(pageRequests.count()).toBe(before + 3);
    answer();
    answer('{"error":{"code":"NOT_FOUND","message":"No existe."}}', 404);
    answer('{}');
    await plain;
    await expect(kept).rejects.toBeInstanceOf(ApiError);
    await file;
    expect(pageRequests.count()).toBe(before);
  });

  it('is quiet only once nothing has been in flight for a while', async () => {
    const requests = createRequestsInFlight();
    let answer!: () => void;
    const request = requests.during(() => new Promise<void>((resolve) => (answer = resolve)));
    const quiet = settled(requests.whenQuiet({ quietMs: 150, limitMs: 10_000 }));
    await pause(300);
    expect(quiet.done).toBe(false);

    answer();
    await request;
    await pause(50);
    expect(quiet.done).toBe(false);
    await pause(350);
    expect(quiet.done).toBe(true);
  });

  it('stops waiting at its limit when requests keep going', async () => {
    const requests = createRequestsInFlight();
    let answer!: () => void;
    const request = requests.during(() => new Promise<void>((resolve) => (answer = resolve)));
    const quiet = settled(requests.whenQuiet({ quietMs: 50, limitMs: 300 }));
    await pause(150);
    expect(quiet.done).toBe(false);
    await pause(400);
    expect(quiet.done).toBe(true);
    answer();
    await request;
  });

  it('a request that fails is no longer in flight', async () => {
    const requests = createRequestsInFlight();
    await expect(requests.during(() => Promise.reject(new Error('sin red')))).rejects.toThrow('sin red');
    expect(requests.count()).toBe(0);
  });
});
