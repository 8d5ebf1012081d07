import { dateTimeFormat } from '@surcos/contracts/intl';
import type { RestrictedUser, RestrictionKind } from '@surcos/contracts/blocks';
import { Button } from '../../../components/ui/button.tsx';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { useToastedRequest } from '../../../components/ui/use-toasted-request.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { pagedItems } from '../../../lib/unique-by.ts';
import { texts } from '@surcos/contracts/texts';
import { useBlockList } from '../api/get-block-list.ts';
import { useSetBlock } from '../api/set-block.ts';

const KIND_TEXTS: Record<
  RestrictionKind,
  { label: string; empty: string; undo: string; undone: (name: string) => string }
> = {
  blocks: {
    label: texts.blocks.blockedHeading,
    empty: texts.blocks.blockedEmpty,
    undo: texts.blocks.unblock,
    undone: texts.blocks.unblocked,
  },
  mutes: {
    label: texts.blocks.mutedHeading,
    empty: texts.blocks.mutedEmpty,
    undo: texts.blocks.unmute,
    undone: texts.blocks.unmuted,
  },
};

const sinceDate = () => dateTimeFormat({ dateStyle: 'long' });

/** Whom the user blocked or muted, each with the button that undoes it. */
export function RestrictedUserList({ kind }: { kind: RestrictionKind }) {
  const query = useBlockList(kind);
  const items = pagedItems(query.data);
  const { label, empty } = KIND_TEXTS[kind];
  return (
    <PagedList
      query={query}
      itemCount={items.length}
      emptyMessage={empty}
      loading={<LoadingState label={texts.lists.loading} />}
    >
      <ul aria-label={label} className="grid gap-2 sm:grid-cols-2">
        {items.map((user) => (
          <RestrictedUserRow key={user.id} kind={kind} user={user} />
        ))}
      </ul>
    </PagedList>
  );
}

function RestrictedUserRow({ kind, user }: { kind: RestrictionKind; user: RestrictedUser }) {
  const undo = useSetBlock();
  const once = useSingleFlight();
  const { buttonRef, send } = useToastedRequest();
  const { undo: undoLabel, undone } = KIND_TEXTS[kind];
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-surface px-4 py-3">
      {/* No link: a blocked person's profile is not shown to the blocker. */}
      <div className="min-w-0">
        <p className="font-bold break-words">{user.name}</p>
        <p className="text-sm text-fg-muted">
          {texts.blocks.since(sinceDate().format(new Date(user.since)))}
        </p>
      </div>
      <Button
        ref={buttonRef}
        variant="secondary"
        isLoading={undo.isPending}
        aria-label={`${undoLabel}: ${user.name}`}
        onClick={() =>
          void once(() => send(() => undo.mutateAsync({ kind, id: user.id, on: false }), undone(user.name)))
        }
      >
        {undoLabel}
      </Button>
    </li>
  );
}
