import { PageHeading } from '../../components/ui/page-heading.tsx';
import { RestrictedUserList } from '../../features/blocks/components/restricted-user-list.tsx';
import { texts } from '@surcos/contracts/texts';

/** /settings/blocks: whom the user blocked and muted, and the buttons that undo each. */
export function BlocksSettingsPage() {
  return (
    <>
      <PageHeading title={texts.blocks.settingsTitle} />
      <section aria-labelledby="bloqueados" className="mb-10">
        <h2 id="bloqueados" className="mb-2 text-xl font-bold">
          {texts.blocks.blockedHeading}
        </h2>
        <p className="mb-4 max-w-2xl text-fg-muted">{texts.blocks.blockedIntro}</p>
        <RestrictedUserList kind="blocks" />
      </section>
      <section aria-labelledby="silenciados">
        <h2 id="silenciados" className="mb-2 text-xl font-bold">
          {texts.blocks.mutedHeading}
        </h2>
        <p className="mb-4 max-w-2xl text-fg-muted">{texts.blocks.mutedIntro}</p>
        <RestrictedUserList kind="mutes" />
      </section>
    </>
  );
}
