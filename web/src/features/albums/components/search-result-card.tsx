import type { AlbumSearchPage } from '@surcos/contracts/albums';
import { Button } from '../../../components/ui/button.tsx';
import { SleeveCard } from '../../../components/ui/sleeve-card.tsx';
import { useToastedRequest } from '../../../components/ui/use-toasted-request.ts';
import { texts } from '@surcos/contracts/texts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useAddAlbum } from '../api/add-album.ts';

type SearchHit = AlbumSearchPage['results'][number];

/** A search hit with its 'Añadir' button; once the album is the user's, a disabled 'Añadido'. */
export function SearchResultCard({ result }: { result: SearchHit }) {
  const addAlbum = useAddAlbum();
  const { send } = useToastedRequest();
  const once = useSingleFlight();
  const isAdded = result.owned || addAlbum.isSuccess;

  const handleAdd = () => send(() => addAlbum.mutateAsync(result.id), texts.addAlbum.success);

  return (
    <SleeveCard
      name={result.name}
      artist={result.artist}
      image={result.image}
      details={[result.year, result.label]}
      action={
        <Button
          variant={isAdded ? 'secondary' : 'primary'}
          className="w-full"
          disabled={isAdded}
          isLoading={addAlbum.isPending}
          onClick={() => void once(handleAdd)}
        >
          {isAdded ? texts.addAlbum.added : texts.addAlbum.add} <span className="sr-only">{result.name}</span>
        </Button>
      }
    />
  );
}
