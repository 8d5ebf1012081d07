import { texts } from '@surcos/contracts/texts';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCopies } from '../api/get-copies.ts';
import { useMoveCopy } from '../api/move-copy.ts';

const t = texts.copies;

/**
 * On 'Otras ediciones', for the album's owner: move a copy to this pressing
 * (one button for each copy when there are several). Its page opens, and
 * 'Deshacer' moves it back.
 */
export function MoveCopyButtons({
  fromAlbumId,
  to,
}: {
  fromAlbumId: string;
  to: { id: string; name: string };
}) {
  const copies = useCopies(fromAlbumId, { enabled: true });
  const move = useMoveCopy();
  const toast = useToast();
  const navigate = useNavigate();
  const items = copies.data?.items ?? [];

  async function moveHere(copyId: string) {
    let movedId: string;
    try {
      movedId = (await move.mutateAsync({ copyId, fromAlbumId, toAlbumId: to.id })).id;
    } catch (error) {
      toast.error(errorMessage(error));
      return;
    }
    toast.undoable(t.moved(to.name), () => {
      move.mutateAsync({ copyId: movedId, fromAlbumId: to.id, toAlbumId: fromAlbumId }).then(
        () => {
          toast.success(texts.toast.undone);
          void navigate(`/album/${encodeURIComponent(fromAlbumId)}`);
        },
        (error: unknown) => toast.error(errorMessage(error)),
      );
    });
    void navigate(`/album/${encodeURIComponent(to.id)}`);
  }

  return (
    <div className="flex flex-wrap gap-2">
      {items.map((copy, index) => (
        <Button
          key={copy.id}
          variant="secondary"
          isLoading={move.isPending && move.variables.copyId === copy.id}
          disabled={move.isPending}
          onClick={() => void moveHere(copy.id)}
        >
          {items.length === 1 ? t.moveHere : t.moveCopyHere(index + 1)}
        </Button>
      ))}
    </div>
  );
}
