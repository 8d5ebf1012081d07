import { dateTimeFormat } from '@surcos/contracts/intl';
import type { RemoteBlock } from '@surcos/contracts/remote-blocks';
import { texts } from '@surcos/contracts/texts';
import { useRemoteBlockList } from '../api/remote-blocks.ts';
import { RemoteBlockButton } from './remote-block-button.tsx';

const sinceDate = () => dateTimeFormat({ dateStyle: 'long' });

/**
 * The accounts of other servers the member blocked, each with 'Desbloquear';
 * nothing at all while there are none (the list of members above says the rest).
 */
export function RemoteBlockList() {
  const query = useRemoteBlockList();
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="bloqueados-remotos" className="mt-6">
      <h3 id="bloqueados-remotos" className="mb-2 text-lg font-bold">
        {texts.remote.blockedAccounts}
      </h3>
      <ul aria-label={texts.remote.blockedAccounts} className="grid gap-2 sm:grid-cols-2">
        {items.map((block) => (
          <RemoteBlockRow key={block.actorUrl} block={block} />
        ))}
      </ul>
    </section>
  );
}

function RemoteBlockRow({ block }: { block: RemoteBlock }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-surface px-4 py-3">
      <div className="min-w-0">
        <p className="font-bold break-words">{block.name}</p>
        <p className="text-sm break-all text-fg-muted">{block.address}</p>
        <p className="text-sm text-fg-muted">
          {texts.blocks.since(sinceDate().format(new Date(block.since)))}
        </p>
      </div>
      <RemoteBlockButton actorUrl={block.actorUrl} address={block.address} isBlocked />
    </li>
  );
}
