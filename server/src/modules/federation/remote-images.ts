import type { FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/** An image of another server (an avatar, a post's picture): at most this many bytes, fetched within this time. */
const IMAGE_MAX_BYTES = 1024 * 1024;
const IMAGE_TIMEOUT_MS = 10_000;
const IMAGE_TYPES = /^image\/(png|jpeg|gif|webp|avif)$/;

export interface FetchedImage {
  type: string;
  bytes: Buffer;
}

/** An image of another server under the size and type limits, or nothing (the caller runs it under the SSRF guard). */
export async function fetchImage(url: string): Promise<FetchedImage | undefined> {
  const signal = AbortSignal.timeout(IMAGE_TIMEOUT_MS);
  try {
    const response = await fetch(url, { signal, headers: { accept: 'image/*' } });
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (!response.ok || !IMAGE_TYPES.test(type) || declared > IMAGE_MAX_BYTES || response.body === null) {
      await response.body?.cancel();
      return undefined;
    }
    const chunks: Uint8Array[] = [];
    let total = 0;
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > IMAGE_MAX_BYTES) {
        await reader.cancel();
        return undefined;
      }
      chunks.push(value);
    }
    return { type, bytes: Buffer.concat(chunks) };
  } catch {
    return undefined;
  }
}

/**
 * Serves a fetched image from this server (the page's CSP takes images from its
 * own origin only), to the member who asked: kept a day in their browser only,
 * and never run as a document whatever the other server said it was.
 */
export function sendRemoteImage(reply: FastifyReply, image: FetchedImage | undefined) {
  if (image === undefined) throw new AppError('NOT_FOUND');
  return reply
    .header('content-type', image.type)
    .header('cache-control', 'private, max-age=86400')
    .header('content-security-policy', "default-src 'none'")
    .send(image.bytes);
}
