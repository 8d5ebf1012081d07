import { DEFAULT_FOLDER } from '@surcos/contracts/copies';
import type { BarcodeRelease } from '@surcos/contracts/scan';
import { texts } from '@surcos/contracts/texts';
import { Button } from '../components/ui/button.tsx';
import { useToast } from '../components/ui/toast.tsx';
import { useAddAlbum } from '../features/albums/api/add-album.ts';
import { useAddCopy } from '../features/copies/api/add-copy.ts';
import { SendMessageButton } from '../features/messages/components/send-message-button.tsx';
import type { VerdictActions } from '../features/scan/components/barcode-verdict.tsx';
import { useAddToWishlist } from '../features/wishlist/api/add-to-wishlist.ts';
import { errorMessage } from '../lib/api-client.ts';
import { useSingleFlight } from '../lib/use-single-flight.ts';

/** A copy as the album page's form starts one: the default folder, nothing graded. */
const PLAIN_COPY = {
  folder: DEFAULT_FOLDER,
  mediaCondition: null,
  sleeveCondition: null,
  notes: '',
  rating: 0,
  customFields: {},
};

/**
 * A verdict's one-tap actions, from the features that own them: 'Añadir a mis
 * discos' (or 'Añadir otra copia'), 'Añadir a la wishlist', and a message to
 * a person it names, opened with the record written in.
 */
export const scanActions: VerdictActions = {
  renderActions: (release) => <ReleaseActions release={release} />,
  renderMessage: (person, draft) => (
    <SendMessageButton
      key={person.id}
      userId={person.id}
      draft={draft}
      label={{ text: texts.scan.message(person.name), target: '' }}
    />
  ),
};

function ReleaseActions({ release }: { release: BarcodeRelease }) {
  const addAlbum = useAddAlbum();
  const addCopy = useAddCopy();
  const addToWishlist = useAddToWishlist();
  const toast = useToast();
  const once = useSingleFlight();
  const albumId = release.album.id;
  const name = release.album.name;

  const run = (task: () => Promise<unknown>, done: string) =>
    once(async () => {
      try {
        await task();
        toast.success(done);
      } catch (error) {
        toast.error(errorMessage(error));
      }
    });

  return (
    <>
      {release.owned ? (
        <Button
          isLoading={addCopy.isPending}
          onClick={() =>
            void run(() => addCopy.mutateAsync({ albumId, body: PLAIN_COPY }), texts.scan.copyAdded)
          }
        >
          {texts.scan.addAnotherCopy} <span className="sr-only">{name}</span>
        </Button>
      ) : (
        <Button
          isLoading={addAlbum.isPending}
          onClick={() => void run(() => addAlbum.mutateAsync(albumId), texts.scan.addedToMine)}
        >
          {texts.scan.addToMine} <span className="sr-only">{name}</span>
        </Button>
      )}
      {release.owned || release.wished ? null : (
        <Button
          variant="secondary"
          isLoading={addToWishlist.isPending}
          onClick={() => void run(() => addToWishlist.mutateAsync(albumId), texts.scan.addedToWishlist)}
        >
          {texts.scan.addToWishlist} <span className="sr-only">{name}</span>
        </Button>
      )}
    </>
  );
}
