import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { type CoverSize, isCoverSize } from '@surcos/contracts/covers';
import { AlbumIdSchema } from '@surcos/contracts/albums';
import { AppError } from '../../lib/app-error.ts';
import type { CoverLinks } from './cover-links.ts';
import { type CoverSource, CoverUnavailableError } from './cover-source.ts';
import type { CoverStore } from './cover-store.ts';
import type { CoversRepository } from './covers.repository.ts';

// Surcos keeps resized covers on disk itself; libvips' own memory cache would only hold them twice.
sharp.cache(false);

export type CoverFormat = 'webp' | 'jpeg';
export type CoverOutcome = 'hit' | 'miss' | 'unavailable';

/** Which cover a request names, as the route read it from the path. */
export type CoverRequest =
  | { kind: 'album'; albumId: string; index: string | undefined; size: string }
  | { kind: 'found'; token: string; size: string };

export interface ServedCover {
  bytes: Buffer;
  contentType: string;
}

interface CoversDeps {
  covers: CoversRepository;
  links: CoverLinks;
  source: CoverSource;
  store: CoverStore;
  /** How long a cover that could not be fetched is not asked for again. */
  failureTtlMs: number;
  onOutcome?: (outcome: CoverOutcome) => void;
}

const EXTENSION: Record<CoverFormat, string> = { webp: 'webp', jpeg: 'jpg' };
const CONTENT_TYPE: Record<CoverFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg' };
/** Larger pictures are refused before decoding: a few thousand pixels a side is all a cover needs. */
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_IMAGE_INDEX = 200;

const notFound = () => new AppError('NOT_FOUND');

const parseList = (json: string): unknown[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
};

/**
 * Covers through Surcos: each image is fetched once from the music
 * database's image host, kept on disk, and resized there to the sizes the
 * web asks for, in WebP or JPEG. Concurrent requests for one cover share one
 * fetch and one resize; a cover that could not be fetched is not asked for
 * again for a while.
 */
export function createCoversService({ covers, links, source, store, failureTtlMs, onOutcome }: CoversDeps) {
  const inFlight = new Map<string, Promise<Buffer>>();
  const failedUntil = new Map<string, number>();

  /** One promise per key while it runs: the second asker waits for the first. */
  function once(key: string, work: () => Promise<Buffer>): Promise<Buffer> {
    const running = inFlight.get(key);
    if (running) return running;
    const started = work().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  }

  async function sourceUrl(request: CoverRequest): Promise<string> {
    if (request.kind === 'found') {
      const url = links.readFound(request.token);
      if (!url) throw notFound();
      return url;
    }
    const albumId = AlbumIdSchema.safeParse(request.albumId);
    // The first image has the shorter path; `/images/0` would be a second address for it.
    const index = request.index === undefined ? 0 : Number(request.index);
    const isIndexValid =
      request.index === undefined ||
      (/^\d{1,3}$/.test(request.index) && index >= 1 && index <= MAX_IMAGE_INDEX);
    if (!albumId.success || !isIndexValid) throw notFound();
    const stored = await covers.imagesOf(albumId.data);
    if (!stored) throw notFound();
    const url =
      index === 0 ? (stored.image ?? parseList(stored.allImages)[0]) : parseList(stored.allImages)[index];
    if (typeof url !== 'string' || url.length === 0) throw notFound();
    return url;
  }

  async function original(url: string, hash: string): Promise<Buffer> {
    const name = `${hash}.orig`;
    const kept = await store.read(name);
    if (kept) return kept;
    if ((failedUntil.get(url) ?? 0) > Date.now()) throw new CoverUnavailableError('failed recently');
    return once(name, async () => {
      try {
        const bytes = await source.fetchBytes(url);
        // Only an image is kept: an error page or a truncated file would be served for a year.
        await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
          .stats()
          .catch(() => {
            throw new CoverUnavailableError('not an image');
          });
        await store.write(name, bytes);
        failedUntil.delete(url);
        return bytes;
      } catch (error) {
        failedUntil.set(url, Date.now() + failureTtlMs);
        if (failedUntil.size > 10_000) failedUntil.delete(failedUntil.keys().next().value!);
        throw error;
      }
    });
  }

  async function resize(bytes: Buffer, size: CoverSize, format: CoverFormat): Promise<Buffer> {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(size, size, { fit: 'cover' });
    try {
      return await (format === 'webp'
        ? image.webp({ quality: 78 }).toBuffer()
        : image.jpeg({ quality: 80, mozjpeg: true }).toBuffer());
    } catch (error) {
      throw new CoverUnavailableError(`cover could not be resized: ${String(error)}`);
    }
  }

  return {
    /** The cover at this size and format; NOT_FOUND when there is none or it cannot be had now. */
    async cover(request: CoverRequest, format: CoverFormat): Promise<ServedCover> {
      const size = Number(request.size);
      if (!/^\d{1,4}$/.test(request.size) || !isCoverSize(size)) throw notFound();
      const url = await sourceUrl(request);
      if (!source.isAllowed(url)) throw notFound();

      const hash = createHash('sha256').update(url).digest('hex');
      const name = `${hash}-${size}.${EXTENSION[format]}`;
      const contentType = CONTENT_TYPE[format];
      const kept = await store.read(name);
      if (kept) {
        onOutcome?.('hit');
        return { bytes: kept, contentType };
      }
      try {
        const bytes = await once(name, async () => {
          const resized = await resize(await original(url, hash), size, format);
          await store.write(name, resized);
          return resized;
        });
        onOutcome?.('miss');
        return { bytes, contentType };
      } catch (error) {
        if (!(error instanceof CoverUnavailableError)) throw error;
        onOutcome?.('unavailable');
        throw notFound();
      }
    },
  };
}

export type CoversService = ReturnType<typeof createCoversService>;
