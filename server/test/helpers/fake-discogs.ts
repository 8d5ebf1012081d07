import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';

/** The Discogs fixtures live in ../shared, beside the repository; they are read, never copied. */
export const FIXTURES_DIR = path.resolve(
  process.env.SURCOS_SHARED_DIR ?? path.resolve(import.meta.dirname, '../../../../shared'),
  'fixtures/discogs',
);

export type Fault = '429' | '500' | 'hang' | 'malformed';
/** How the fake's image host fails: not found, or never answering. */
export type ImageFault = '404' | 'hang' | 'not-an-image';

export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
}

/** The body of a fixture; `.http` files are raw captures whose body follows the first blank line. */
export function readFixture(file: string): unknown {
  const raw = readFileSync(path.join(FIXTURES_DIR, file), 'utf8');
  if (!file.endsWith('.http')) return JSON.parse(raw) as unknown;
  const start = raw.search(/\r?\n\r?\n/);
  return JSON.parse(raw.slice(start).trim()) as unknown;
}

export function releaseFixtures(): string[] {
  return readdirSync(FIXTURES_DIR).filter((file) => /^release-.*\.(json|http)$/.test(file));
}

/** Search fixtures by the query a test types. */
const SEARCHES: Record<string, string> = {
  nirvana: 'search-nirvana-nevermind-per_page3-maxep.json',
  prodigy: 'search-prodigy-type-release-raw-http-2014.http',
  moonblood: 'search-moonblood-type-release-buntine.json',
  vibrasphere: 'search-vibrasphere-all-types.json',
};

/**
 * A Discogs stand-in on loopback, serving the fixtures over real HTTP, with
 * faults on demand (429, 500, a hang, malformed JSON), so the real client
 * code is what tests exercise.
 */
export async function startFakeDiscogs(
  options: {
    port?: number;
    /** Like Discogs: beyond this many requests in a moving minute, 429 with Retry-After. */
    limitPerMinute?: number;
  } = {},
) {
  const limit = options.limitPerMinute;
  const served: number[] = [];
  let refused = 0;
  const requests: RecordedRequest[] = [];
  const faults: Fault[] = [];
  const hanging = new Set<ServerResponse>();
  let remaining = 59;
  /** A fault every request meets until cleared, for outages longer than a few requests. */
  let lasting: Fault | null = null;
  let searchBody: unknown = null;
  /** Releases a test made up (another pressing of a fixture, say), by id. */
  const extraReleases = new Map<string, unknown>();
  /** Paths of the image requests, apart from the API's: covers are fetched from another host. */
  const imageRequests: string[] = [];
  /** The fault image requests meet, only those whose path contains `matching` when it is set. */
  let imageFault: { fault: ImageFault; matching?: string } | null = null;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    // Browser tests run in other processes: they queue faults over HTTP.
    if (req.method === 'POST' && url.pathname === '/__faults') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        faults.push(...(JSON.parse(Buffer.concat(chunks).toString('utf8') || '[]') as Fault[]));
        sendJson(res, 200, { queued: faults.length });
      });
      return;
    }
    // The same for the image host: `{ fault, matching }` (see failImages), or null.
    if (req.method === 'PUT' && url.pathname === '/__image-faults') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        imageFault = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') as typeof imageFault;
        sendJson(res, 200, { imageFault });
      });
      return;
    }
    // A made-up release (another pressing of a fixture) for browser tests, as `serveRelease` does.
    if (req.method === 'POST' && url.pathname === '/__releases') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const release = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: number };
        extraReleases.set(String(release.id), release);
        sendJson(res, 200, { id: release.id });
      });
      return;
    }
    if (req.method === 'DELETE' && url.pathname === '/__faults') {
      faults.length = 0;
      return sendJson(res, 200, { queued: 0 });
    }
    // Images first: Discogs serves them from other hosts, outside the API's rate limit and faults.
    if (url.pathname.startsWith(IMAGES_PATH)) {
      imageRequests.push(url.pathname);
      const fault =
        imageFault && (!imageFault.matching || url.pathname.includes(imageFault.matching))
          ? imageFault.fault
          : null;
      if (fault === 'hang') {
        hanging.add(res);
        return;
      }
      if (fault === '404') return sendJson(res, 404, { message: 'Not found' });
      if (fault === 'not-an-image') {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        return res.end('<html>not an image</html>');
      }
      void imageFor(url.pathname).then((bytes) => {
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': bytes.length });
        res.end(bytes);
      });
      return;
    }
    requests.push({ path: `${url.pathname}${url.search}`, headers: req.headers });
    if (limit !== undefined) {
      const now = Date.now();
      while (served.length > 0 && served[0]! <= now - 60_000) served.shift();
      res.setHeader('x-discogs-ratelimit', String(limit));
      res.setHeader('x-discogs-ratelimit-remaining', String(Math.max(0, limit - served.length - 1)));
      if (served.length >= limit) {
        refused += 1;
        res.setHeader('retry-after', String(Math.ceil((served[0]! + 60_000 - now) / 1000)));
        return sendJson(res, 429, { message: 'You are making requests too quickly.' });
      }
      served.push(now);
    } else {
      res.setHeader('x-discogs-ratelimit', '60');
      res.setHeader('x-discogs-ratelimit-remaining', String(remaining));
    }

    const fault = faults.shift() ?? lasting ?? undefined;
    if (fault === 'hang') {
      hanging.add(res);
      return;
    }
    if (fault === '429') return sendJson(res, 429, { message: 'You are making requests too quickly.' });
    if (fault === '500') return sendJson(res, 500, readFixture('error-500-search-query-time-exceeded.json'));
    if (fault === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"id": 1, "title": ');
    }

    if (url.pathname === '/database/search') {
      if (searchBody !== null) return sendJson(res, 200, searchBody);
      const barcode = url.searchParams.get('barcode');
      if (barcode !== null) return sendJson(res, 200, barcodeSearch(barcode, [...extraReleases.values()]));
      const query = (url.searchParams.get('q') ?? '').toLowerCase();
      const fixture = Object.entries(SEARCHES).find(([word]) => query.includes(word))?.[1];
      if (!fixture) return sendJson(res, 200, { pagination: { page: 1, pages: 1, items: 0 }, results: [] });
      return sendJson(res, 200, readFixture(fixture));
    }
    const master = /^\/masters\/(\d+)\/versions$/.exec(url.pathname);
    if (master) return sendJson(res, 200, masterVersions(Number(master[1]), [...extraReleases.values()]));
    const release = /^\/releases\/(\d+)$/.exec(url.pathname);
    if (release && extraReleases.has(release[1]!)) return sendJson(res, 200, extraReleases.get(release[1]!));
    if (release) {
      const file =
        releaseFixtures().find((name) => name === `release-${release[1]}.json`) ??
        releaseFixtures().find((name) => name.startsWith(`release-${release[1]}-`));
      if (file && existsSync(path.join(FIXTURES_DIR, file))) return sendJson(res, 200, readFixture(file));
      return sendJson(res, 404, readFixture('error-404-release-not-found.json'));
    }
    const account =
      /^\/users\/([^/]+)\/(collection\/folders|collection\/fields|collection\/folders\/0\/releases|wants)$/.exec(
        url.pathname,
      );
    if (account) return answerAccount(res, decodeURIComponent(account[1]!), account[2]!, req.headers);
    return sendJson(res, 404, readFixture('error-404-resource-not-found.json'));
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Paths of the cover images asked for. */
    imageRequests,
    /** Image requests (those whose path contains `matching`, if given) fail this way until called with null. */
    failImages: (fault: ImageFault | null, matching?: string) => {
      imageFault = fault && { fault, ...(matching ? { matching } : {}) };
    },
    /** Requests answered 429 because of `limitPerMinute`. */
    get limited() {
      return refused;
    },
    /** The next requests fail this way, in order. */
    failNext: (...next: Fault[]) => faults.push(...next),
    /** Every request fails this way until called with null. */
    failAlways: (fault: Fault | null) => {
      lasting = fault;
    },
    /** Every search answers this body until called with null. */
    answerSearchesWith: (body: unknown) => {
      searchBody = body;
    },
    /** Serves this body at /releases/{its id} from now on. */
    serveRelease: (body: { id: number; [field: string]: unknown }) => {
      extraReleases.set(String(body.id), body);
    },
    setRemaining: (value: number) => {
      remaining = value;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

interface FixtureRelease {
  id: number;
  title?: string;
  year?: number;
  country?: string;
  master_id?: number;
  artists?: { name: string }[];
  genres?: string[];
  labels?: { name: string; catno?: string }[];
  formats?: { name: string; descriptions?: string[] }[];
  images?: { uri: string }[];
  identifiers?: { type: string; value: string }[];
}

/** A master's versions as Discogs lists them: the fixtures' releases (and those a test served) of that master. */
function masterVersions(masterId: number, extraReleases: readonly unknown[] = []) {
  const releases = new Map<number, FixtureRelease>();
  for (const release of [...releaseFixtures().map(readFixture), ...extraReleases] as FixtureRelease[]) {
    if (release.master_id === masterId) releases.set(release.id, release);
  }
  const versions = [...releases.values()].map((release) => ({
    id: release.id,
    title: release.title ?? '',
    format: (release.formats ?? [])
      .flatMap((format) => [format.name, ...(format.descriptions ?? [])])
      .join(', '),
    label: release.labels?.[0]?.name ?? '',
    country: release.country ?? '',
    released: String(release.year ?? ''),
    catno: release.labels?.[0]?.catno ?? '',
    thumb: '',
  }));
  return { pagination: { page: 1, pages: 1, per_page: 100, items: versions.length }, versions };
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * A barcode search as Discogs answers it, from the release fixtures'
 * identifiers (and those a test served): every release (once) with an identifier, of any type, whose
 * digits contain the code's, so it matches loosely as Discogs does (a
 * part of a longer code, a matrix number) and the look-up must filter.
 */
function barcodeSearch(code: string, extraReleases: readonly unknown[] = []) {
  const wanted = digitsOf(code);
  const releases = new Map<number, FixtureRelease>();
  for (const release of [...releaseFixtures().map(readFixture), ...extraReleases] as FixtureRelease[]) {
    const identifiers = release.identifiers ?? [];
    if (wanted && identifiers.some((identifier) => digitsOf(identifier.value).includes(wanted)))
      releases.set(release.id, release);
  }
  const results = [...releases.values()].map((release) => ({
    id: release.id,
    type: 'release',
    title: `${(release.artists ?? []).map((artist) => artist.name).join(', ')} - ${release.title ?? ''}`,
    year: String(release.year ?? ''),
    country: release.country ?? '',
    genre: release.genres ?? [],
    label: (release.labels ?? []).map((label) => label.name),
    catno: release.labels?.[0]?.catno ?? '',
    format: (release.formats ?? []).flatMap((format) => [format.name, ...(format.descriptions ?? [])]),
    barcode: (release.identifiers ?? []).map((identifier) => identifier.value),
    master_id: release.master_id ?? 0,
    cover_image: release.images?.[0]?.uri ?? '',
    thumb: '',
  }));
  return { pagination: { page: 1, pages: 1, per_page: 100, items: results.length }, results };
}

/** The one public account the fixtures hold; 'privada' has the same collection, behind a token. */
export const FIXTURE_ACCOUNT = 'brotherlogic';
export const PRIVATE_ACCOUNT = 'privada';

/** Discogs' standard fields (1–3) and one of the user's own, as GET /collection/fields lists them. */
const ACCOUNT_FIELDS = [
  { id: 1, name: 'Media Condition', type: 'dropdown', position: 1, public: true },
  { id: 2, name: 'Sleeve Condition', type: 'dropdown', position: 2, public: true },
  { id: 3, name: 'Notes', type: 'textarea', position: 3, public: true },
  { id: 4, name: 'Purchased At', type: 'textarea', position: 4, public: false },
];

/**
 * The account endpoints, from the fixtures' first pages. The captures say
 * there are more pages, which the fixtures do not have: the fake answers
 * with the one page it has and says it is the last.
 */
function answerAccount(
  res: ServerResponse,
  username: string,
  resource: string,
  headers: IncomingHttpHeaders,
) {
  const known = username.toLowerCase();
  if (known !== FIXTURE_ACCOUNT && known !== PRIVATE_ACCOUNT)
    return sendJson(res, 404, { message: 'User does not exist or may have been deleted.' });
  if (known === PRIVATE_ACCOUNT && !String(headers.authorization ?? '').startsWith('Discogs token='))
    return sendJson(res, 403, { message: "You don't have permission to access this resource." });
  const collection = readFixture('collection-folder0-brotherlogic-page1.json') as {
    releases: { folder_id: number }[];
  };
  if (resource === 'collection/fields') return sendJson(res, 200, { fields: ACCOUNT_FIELDS });
  if (resource === 'collection/folders') {
    const ids = [...new Set(collection.releases.map((release) => release.folder_id))];
    return sendJson(res, 200, {
      folders: [
        { id: 0, name: 'All', count: collection.releases.length },
        ...ids.map((id, index) => ({ id, name: index === 0 ? 'Vinilos' : `Carpeta ${id}`, count: 0 })),
      ],
    });
  }
  const page =
    resource === 'wants'
      ? (readFixture('wantlist-brotherlogic-page1.json') as { wants: unknown[] })
      : collection;
  const items = 'wants' in page ? page.wants.length : collection.releases.length;
  return sendJson(res, 200, { ...page, pagination: { page: 1, pages: 1, per_page: 100, items, urls: {} } });
}

/** Where the fake serves what the fixtures name on Discogs' image hosts: `/images/{host}/{path}`. */
const IMAGES_PATH = '/images/';
const IMAGE_HOST_URL = /https?:\/\/((?:i|img|api-img|st)\.discogs\.com|api\.discogs\.com\/image)\//g;

/** A real JPEG per path (600 px, a colour from the path), made once: what the server resizes. */
const images = new Map<string, Promise<Buffer>>();
function imageFor(pathname: string): Promise<Buffer> {
  let image = images.get(pathname);
  if (!image) {
    let hash = 0;
    for (const char of pathname) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
    image = sharp({
      create: {
        width: 600,
        height: 600,
        channels: 3,
        background: { r: hash & 255, g: (hash >> 8) & 255, b: (hash >> 16) & 255 },
      },
    })
      .jpeg()
      .toBuffer();
    images.set(pathname, image);
  }
  return image;
}

/**
 * JSON as Discogs sends it, except that image URLs point at this fake
 * (the Host the request came to), so covers are fetched from it for real.
 */
function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const host = res.req.headers.host ?? '127.0.0.1';
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body).replace(IMAGE_HOST_URL, `http://${host}${IMAGES_PATH}$1/`));
}
