import { COLLECTION_PREVIEW_SIZE } from '@surcos/contracts/limits';
import { AlbumCover } from './album-cover.tsx';

interface PreviewAlbum {
  id: string;
  name: string;
  artist: string;
  image: string | null;
}

interface CollectionCoverProps {
  /** Stands for the collection when it has no albums to show. */
  name: string;
  /** Its first albums: SPEC.md §9 shows up to 4, as a 2×2 square of covers. */
  preview: readonly PreviewAlbum[];
  /** A thumbnail beside other text rather than a whole sleeve in a grid. */
  isSmall?: boolean;
}

/** A tile is half a grid sleeve (GRID_COVER_SIZES), or half a feed thumbnail. */
const TILE_SIZES =
  '(min-width: 1536px) 103px, (min-width: 1280px) 124px, (min-width: 1024px) 13vw, (min-width: 768px) 17vw, (min-width: 640px) 25vw, 50vw';
const SMALL_TILE_SIZES = '56px';

/** A collection's first covers as one square; decorative, as its name is printed beside or under it. */
export function CollectionCover({ name, preview, isSmall = false }: CollectionCoverProps) {
  const covers = preview.slice(0, COLLECTION_PREVIEW_SIZE);
  if (covers.length === 0) return <AlbumCover name={name} alt="" />;
  return (
    <div
      aria-hidden="true"
      // A tile's placeholder sets its type for its own size (AlbumCover), or none on a small one.
      className={`grid aspect-square w-full grid-cols-2 overflow-hidden rounded-lg ${isSmall ? 'gap-0.5' : 'gap-1'}`}
    >
      {Array.from({ length: COLLECTION_PREVIEW_SIZE }, (_, index) => {
        const album = covers[index];
        return album ? (
          <AlbumCover
            key={`${index}-${album.id}`}
            albumId={album.id}
            name={album.name}
            artist={album.artist}
            cover={album.image}
            sizes={isSmall ? SMALL_TILE_SIZES : TILE_SIZES}
            alt=""
            className="rounded-sm"
          />
        ) : (
          <div key={`empty-${index}`} className="aspect-square w-full rounded-sm bg-raised" />
        );
      })}
    </div>
  );
}
