import { useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { texts } from '@surcos/contracts/texts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useAddToWishlist } from '../api/add-to-wishlist.ts';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist.ts';

/** 'Añadir a wishlist' / 'Quitar de wishlist' for an album the user does not own. */
export function WishlistToggle({ albumId, isWishlisted }: { albumId: string; isWishlisted: boolean }) {
  const addToWishlist = useAddToWishlist();
  const removeFromWishlist = useRemoveFromWishlist();
  const toast = useToast();
  const once = useSingleFlight();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isPending = addToWishlist.isPending || removeFromWishlist.isPending;

  async function handleToggle() {
    try {
      if (isWishlisted) await removeFromWishlist.mutateAsync(albumId);
      else await addToWishlist.mutateAsync(albumId);
    } catch (error) {
      toast.error(errorMessage(error));
      return;
    } finally {
      // Disabled while busy, the button lost focus: give it back.
      if (document.activeElement === document.body || document.activeElement === null) {
        buttonRef.current?.focus();
      }
    }
    toast.success(isWishlisted ? texts.wishlist.removed : texts.wishlist.added);
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
    </Button>
  );
}
