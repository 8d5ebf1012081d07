import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { texts } from '@surcos/contracts/texts';
import { useSignOut } from '../api/sign-out.ts';

export function SignOutButton({ onSignedOut }: { onSignedOut: () => void }) {
  const signOut = useSignOut();
  const toast = useToast();

  async function handleClick() {
    try {
      await signOut.mutateAsync();
    } catch (error) {
      toast.error(errorMessage(error));
      return;
    }
    onSignedOut();
  }

  return (
    <Button variant="secondary" isLoading={signOut.isPending} onClick={() => void handleClick()}>
      {texts.profile.signOut}
    </Button>
  );
}
