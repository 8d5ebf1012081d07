import type { RestrictionKind } from '@surcos/contracts/blocks';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { RestrictedUserList } from '../../features/blocks/components/restricted-user-list.tsx';
import { RemoteBlockList } from '../../features/follows/components/remote-block-list.tsx';
import { texts } from '@surcos/contracts/texts';

const SECTIONS: ReadonlyArray<{ kind: RestrictionKind; id: string; heading: string; intro: string }> = [
  {
    kind: 'blocks',
    id: 'bloqueados',
    heading: texts.blocks.blockedHeading,
    intro: texts.blocks.blockedIntro,
  },
  { kind: 'mutes', id: 'silenciados', heading: texts.blocks.mutedHeading, intro: texts.blocks.mutedIntro },
];

/** /settings/blocks: whom the user blocked and muted, and the buttons that undo each. */
export function BlocksSettingsPage() {
  return (
    <>
      <PageHeading title={texts.blocks.settingsTitle} />
      {SECTIONS.map(({ kind, id, heading, intro }) => (
        <section key={kind} aria-labelledby={id} className="mb-10">
          <h2 id={id} className="mb-2 text-xl font-bold">
            {heading}
          </h2>
          <p className="mb-4 max-w-2xl text-fg-muted">{intro}</p>
          <RestrictedUserList kind={kind} />
          {kind === 'blocks' ? <RemoteBlockList /> : null}
        </section>
      ))}
    </>
  );
}
