import type { CollectionSummary } from '@surcos/contracts/collections';
import { COLLECTION_PREVIEW_SIZE } from '@surcos/contracts/limits';
import { AlbumCover } from '../../../components/ui/album-cover.tsx';

/**
 * A collection's first covers (SPEC.md §9: up to 4) as a small 2×2 square beside
 * a feed entry. Decorative: the collection's name is printed next to it.
 */
export function CollectionPreview({ collection }: { collection: CollectionSummary }) {
  const covers = collection.preview.slice(0, COLLECTION_PREVIEW_SIZE);
  if (covers.length === 0) return <AlbumCover name={collection.name} alt="" />;
  return (
    <div
      aria-hidden="true"
      // Placeholder initials are sized for a whole sleeve; these tiles are a quarter of a thumbnail.
      className="grid aspect-square w-full grid-cols-2 gap-0.5 overflow-hidden rounded-lg [&_span]:text-sm sm:[&_span]:text-base"
    >
      {Array.from({ length: COLLECTION_PREVIEW_SIZE }, (_, index) => {
        const album = covers[index];
        return album ? (
          <AlbumCover
            key={`${index}-${album.id}`}
            name={album.name}
            src={album.image}
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
