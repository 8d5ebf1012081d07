import { Button } from '../../../components/ui/button.tsx';
import { useToastedRequest } from '../../../components/ui/use-toasted-request.ts';
import { texts } from '@surcos/contracts/texts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useAddToWishlist } from '../api/add-to-wishlist.ts';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist.ts';

/** 'Añadir a wishlist' / 'Quitar de wishlist' for an album the user does not own. */
export function WishlistToggle({
  albumId,
  isWishlisted,
  label,
  onToggled,
}: {
  albumId: string;
  isWishlisted: boolean;
  /** Said after the button's text to screen readers, where several albums each have one (a search). */
  label?: string;
  /** Where the list showing it keeps the state itself (a search's results). */
  onToggled?: (isWishlisted: boolean) => void;
}) {
  const addToWishlist = useAddToWishlist();
  const removeFromWishlist = useRemoveFromWishlist();
  const once = useSingleFlight();
  const { buttonRef, send } = useToastedRequest();
  const isPending = addToWishlist.isPending || removeFromWishlist.isPending;

  function handleToggle() {
    return send(
      async () => {
        await (isWishlisted ? removeFromWishlist : addToWishlist).mutateAsync(albumId);
        onToggled?.(!isWishlisted);
      },
      isWishlisted ? texts.wishlist.removed : texts.wishlist.added,
      // A wish is undone by taking it back: the entry did not exist before.
      isWishlisted
        ? undefined
        : async () => {
            await removeFromWishlist.mutateAsync(albumId);
            onToggled?.(false);
          },
    );
  }

  return (
    <Button
      ref={buttonRef}
      variant="secondary"
      aria-pressed={isWishlisted}
      isLoading={isPending}
      onClick={() => void once(handleToggle)}
    >
      {isWishlisted ? texts.wishlist.remove : texts.wishlist.add}
      {label ? ' ' : null}
      {label ? <span className="sr-only">{label}</span> : null}
    </Button>
  );
}
