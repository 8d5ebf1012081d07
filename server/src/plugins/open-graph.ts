import { coverSrc, LARGEST_COVER_SIZE } from '@surcos/contracts/covers';
import { texts } from '../lib/texts.ts';

/**
 * Open Graph tags for a shared page (docs/decisions/042-public-activity-and-sharing.md):
 * the preview other apps show for a link to a public collection or profile. They are
 * made only from what the API answers a visitor, so nothing private can reach them.
 */
export interface OpenGraph {
  title: string;
  description: string;
  /** The page's own address, absolute. */
  url: string;
  /** A cover, absolute; none when no album has one. */
  image: string | null;
}

/** The fields of the API's answers these tags read; anything else in them is ignored. */
interface CardLike {
  image?: unknown;
}
interface CollectionLike {
  name?: unknown;
  description?: unknown;
  privacy?: unknown;
  owner?: { name?: unknown };
  albumCount?: unknown;
  albums?: unknown;
}

const SITE_NAME = 'Surcos';
/** Previews show a line or two: a long description is cut (with '…') at this many characters. */
const DESCRIPTION_MAX_LENGTH = 200;

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

const shorten = (text: string) =>
  text.length <= DESCRIPTION_MAX_LENGTH ? text : `${text.slice(0, DESCRIPTION_MAX_LENGTH - 1).trimEnd()}…`;

/** A cover of Surcos (`/covers/…`) at its largest size, made absolute; an absolute http(s) address as it is. */
function absoluteImage(publicUrl: string, cards: unknown): string | null {
  if (!Array.isArray(cards)) return null;
  for (const card of cards as CardLike[]) {
    const image = card?.image;
    if (typeof image !== 'string' || image === '') continue;
    if (image.startsWith('/') && !image.startsWith('//'))
      return `${publicUrl}${coverSrc(image, LARGEST_COVER_SIZE)}`;
    if (/^https?:\/\//.test(image)) return image;
  }
  return null;
}

/** The tags of a public collection as a visitor's API answer shows it; null for anything else. */
export function collectionOpenGraph(publicUrl: string, pathname: string, answer: unknown): OpenGraph | null {
  const collection = answer as CollectionLike | null;
  if (collection?.privacy !== 'public' || typeof collection.name !== 'string') return null;
  const owner = typeof collection.owner?.name === 'string' ? collection.owner.name : '';
  const count = typeof collection.albumCount === 'number' ? collection.albumCount : 0;
  const description =
    typeof collection.description === 'string' && collection.description.trim() !== ''
      ? collection.description.trim()
      : texts.collections.shareDescription(owner, count);
  return {
    title: collection.name,
    description: shorten(description),
    url: `${publicUrl}${pathname}`,
    image: absoluteImage(publicUrl, collection.albums),
  };
}

/**
 * The tags of a public profile, from the answers a visitor's profile page carries: its
 * profile, and its first page of albums for a cover; null without the profile.
 */
export function profileOpenGraph(
  publicUrl: string,
  pathname: string,
  profileBody: string | undefined,
  albumsBody: string | undefined,
): OpenGraph | null {
  if (profileBody === undefined) return null;
  const profile = JSON.parse(profileBody) as { name?: unknown } | null;
  if (typeof profile?.name !== 'string') return null;
  const albums =
    albumsBody === undefined ? null : (JSON.parse(albumsBody) as { items?: unknown } | null)?.items;
  return {
    title: profile.name,
    description: shorten(texts.users.shareDescription(profile.name)),
    url: `${publicUrl}${pathname}`,
    image: absoluteImage(publicUrl, albums),
  };
}

/** The page with the tags written at the end of its head; the page as it is without tags. */
export function withOpenGraph(page: string, tags: OpenGraph | null): string {
  if (tags === null || !page.includes('</head>')) return page;
  const meta = (property: string, content: string) =>
    `    <meta property="${property}" content="${escapeHtml(content)}">\n`;
  const lines = [
    meta('og:type', 'website'),
    meta('og:site_name', SITE_NAME),
    meta('og:title', tags.title),
    meta('og:description', tags.description),
    meta('og:url', tags.url),
    tags.image === null ? '' : meta('og:image', tags.image),
    `    <meta name="twitter:card" content="${tags.image === null ? 'summary' : 'summary_large_image'}">\n`,
  ];
  // Titled as the app titles the page once running ('Jazz de los 60 · Surcos').
  const title = `<title>${escapeHtml(texts.app.documentTitle(tags.title))}</title>`;
  // Replaced by functions: in a replacement string, a name's '$&' or "$'" would copy parts of the page.
  return page
    .replace(/<title>[^<]*<\/title>/, () => title)
    .replace('</head>', () => `${lines.join('')}  </head>`);
}
