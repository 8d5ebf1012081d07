import { shownField } from '@surcos/contracts/album-placeholders';
import { texts } from '@surcos/contracts/texts';
import { Link } from 'react-router';
import { AlbumCover } from '../../../components/ui/album-cover.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { usePublicActivity } from '../api/get-public-activity.ts';

/** The glimpse's covers: three a row on phones, six beside each other on tablets, three again beside the form. */
const GLIMPSE_COVER_SIZES = '(min-width: 1024px) 140px, (min-width: 640px) 16vw, 33vw';

/**
 * Beside a visitor's login form: the albums members added last and the newest
 * public collections, each a link a visitor may open. Asked for once the page
 * has been taken over (after its first paint); until then, and if it fails,
 * the form stands alone.
 */
export function PublicActivityGlimpse() {
  const activity = usePublicActivity();
  if (!activity.data) {
    return activity.isError ? null : (
      <p role="status" className="text-fg-muted">
        {texts.explore.landing.loading}
      </p>
    );
  }
  const { albums, collections } = activity.data;
  return (
    <>
      {albums.length > 0 ? (
        <section aria-labelledby="anadidos-hace-poco" className="flex flex-col gap-3">
          <h2 id="anadidos-hace-poco" className="text-xl font-bold">
            {texts.explore.landing.recentAlbums}
          </h2>
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6 lg:grid-cols-3">
            {albums.map((album) => (
              <li key={album.id}>
                <Link
                  to={`/album/${encodeURIComponent(album.id)}`}
                  className="flex h-full flex-col gap-1 rounded-lg p-1 hover:bg-raised"
                >
                  <AlbumCover
                    albumId={album.id}
                    name={album.name}
                    artist={album.artist}
                    cover={album.image}
                    sizes={GLIMPSE_COVER_SIZES}
                    alt=""
                  />
                  <span className="line-clamp-2 text-sm font-bold break-words text-fg">{album.name}</span>
                  <span className="line-clamp-1 text-sm break-words text-fg-muted">
                    {shownField(album.artist)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {collections.length > 0 ? (
        <section aria-labelledby="colecciones-publicas" className="flex flex-col gap-3">
          <h2 id="colecciones-publicas" className="text-xl font-bold">
            {texts.explore.landing.recentCollections}
          </h2>
          <ul className="flex flex-col gap-2">
            {collections.map((collection) => (
              <li key={collection.id} className="break-words">
                <TextLink to={`/collection/${encodeURIComponent(collection.id)}`}>{collection.name}</TextLink>
                <span className="text-fg-muted">
                  {' · '}
                  {collection.owner.name} · {texts.lists.albumCount(collection.albumCount)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
