import { texts } from '@surcos/contracts/texts';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { MatchesList } from '../../features/matches/components/matches-list.tsx';
import { SendMessageButton } from '../../features/messages/components/send-message-button.tsx';

/** /matches: what the people the user follows have of their wishlist and want of their albums. */
export function MatchesPage() {
  return (
    <>
      <PageHeading title={texts.pages.matches} />
      <p className="mb-6 max-w-3xl text-fg-muted">{texts.matches.intro}</p>
      <MatchesList
        renderMessageButton={({ user, draft, target }) => (
          <SendMessageButton userId={user.id} draft={draft} label={{ text: texts.matches.message, target }} />
        )}
      />
    </>
  );
}
