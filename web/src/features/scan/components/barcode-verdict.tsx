import { shownField } from '@surcos/contracts/album-placeholders';
import { barcodeKeys } from '@surcos/contracts/barcodes';
import type { MatchedUser } from '@surcos/contracts/matches';
import type { BarcodeLookup, BarcodeRelease, MyBarcodes } from '@surcos/contracts/scan';
import { texts } from '@surcos/contracts/texts';
import { useId, useState, type ReactNode } from 'react';
import { AlbumCover } from '../../../components/ui/album-cover.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { canMessage, MatchedPersonLink } from '../../../components/ui/matched-person-link.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { folderLabel } from '../../../lib/discogs-labels.ts';
import { waitsForConnection } from '../../../lib/offline/waits-for-connection.ts';
import { isRateLimited } from '../../../lib/rate-limit-retry.ts';
import { useBarcodeLookup } from '../api/lookup-barcode.ts';
import { useMyBarcodes } from '../api/get-my-barcodes.ts';

/** What the page adds to a card: the one-tap actions and a message to a person it names (other features'). */
export interface VerdictActions {
  renderActions: (release: BarcodeRelease) => ReactNode;
  renderMessage: (person: MatchedUser, draft: string) => ReactNode;
}

/** A code's verdict: loading, the releases that carry it, nothing found, or (offline) what this device knows. */
export function BarcodeVerdict({ code, actions }: { code: string; actions: VerdictActions }) {
  const lookup = useBarcodeLookup(code);
  if (lookup.data) return <Releases lookup={lookup.data} actions={actions} />;
  // Offline the lookup waits for the connection (lib/offline): the device answers meanwhile, and the
  // full verdict replaces it by itself once the connection returns.
  if (
    waitsForConnection(lookup) ||
    (lookup.isError && isApiError(lookup.error) && lookup.error.code === 'NETWORK_ERROR')
  )
    return <OfflineVerdict code={code} />;
  if (lookup.isError)
    return (
      <ErrorState
        message={errorMessage(lookup.error)}
        onRetry={() => void lookup.refetch()}
        isRetrying={lookup.isFetching}
      />
    );
  // A rate-limited music database is asked again by itself: say why it takes a while.
  return (
    <LoadingState
      label={
        isRateLimited(lookup.failureReason) ? errorMessage(lookup.failureReason) : texts.scan.looking(code)
      }
    />
  );
}

function Releases({ lookup, actions }: { lookup: BarcodeLookup; actions: VerdictActions }) {
  const { releases } = lookup;
  const firstOwned = releases.findIndex((release) => release.owned !== null);
  const [chosen, setChosen] = useState(Math.max(firstOwned, 0));
  const chooserName = useId();
  const release = releases[Math.min(chosen, releases.length - 1)];

  if (!release) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="font-bold">{texts.scan.notFound(lookup.code)}</p>
        {lookup.discogsSearched ? null : <p className="text-sm text-fg-muted">{texts.scan.onlySurcos}</p>}
        <TextLink to={`/add-album?q=${encodeURIComponent(lookup.code)}`}>{texts.scan.searchByText}</TextLink>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {releases.length > 1 ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 font-bold">{texts.scan.pressings(releases.length)}</legend>
          {releases.map((option, index) => (
            <label
              key={option.album.id}
              className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-raised"
            >
              <input
                type="radio"
                name={chooserName}
                className="size-5 accent-accent"
                checked={option === release}
                onChange={() => setChosen(index)}
              />
              <span>
                {option.album.name} <span className="text-fg-muted">{pressingDetails(option.album)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <ReleaseCard release={release} actions={actions} />
      {lookup.more ? <p className="text-sm text-fg-muted">{texts.scan.more(releases.length)}</p> : null}
      {lookup.discogsSearched ? null : <p className="text-sm text-fg-muted">{texts.scan.onlySurcos}</p>}
    </div>
  );
}

type Album = BarcodeRelease['album'];

/** What tells two pressings apart, in one line. */
const pressingDetails = (album: Album) =>
  [album.year, album.label, album.catalogNumber, album.format, album.country]
    .filter(Boolean)
    .map(shownField)
    .join(' · ');

function ReleaseCard({ release, actions }: { release: BarcodeRelease; actions: VerdictActions }) {
  const { album, owned, otherEdition, wished, ownedBy, wantedBy } = release;
  const fields: Array<[string, string]> = [
    [texts.album.fields.year, album.year],
    [texts.album.fields.label, album.label],
    [texts.scan.catalogNumber, album.catalogNumber],
    [texts.scan.format, album.format],
    [texts.album.fields.country, album.country],
  ];
  return (
    <article className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 sm:flex-row">
      <AlbumCover
        albumId={album.id}
        name={album.name}
        artist={album.artist}
        cover={album.image}
        sizes="160px"
        alt=""
        className="w-32 shrink-0 self-start sm:w-40"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <h3 className="text-xl font-bold break-words">
            <TextLink to={`/album/${encodeURIComponent(album.id)}`}>{album.name}</TextLink>
          </h3>
          <p className="text-fg-muted">{shownField(album.artist)}</p>
        </div>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-0.5 text-sm">
          {fields
            .filter(([, value]) => value !== '')
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-bold text-fg-muted">{label}</dt>
                <dd className="break-words">{shownField(value)}</dd>
              </div>
            ))}
        </dl>
        <ul className="flex flex-col gap-1">
          {owned ? (
            <Standing
              title={texts.scan.owned}
              detail={texts.scan.ownedCopies(owned.copies, owned.folders.map(folderLabel))}
            />
          ) : null}
          {otherEdition ? (
            <Standing
              title={texts.scan.otherEdition}
              detail={texts.scan.otherEditionOf(otherEdition.name, pressingDetails(otherEdition))}
            />
          ) : null}
          {wished ? <Standing title={texts.scan.wished} /> : null}
        </ul>
        <People
          title={texts.matches.owners}
          people={ownedBy}
          draft={texts.scan.draftOwner(album.name, shownField(album.artist))}
          actions={actions}
        />
        <People
          title={texts.matches.wishers}
          people={wantedBy}
          draft={texts.scan.draftWisher(album.name, shownField(album.artist))}
          actions={actions}
        />
        <div className="flex flex-wrap gap-2">{actions.renderActions(release)}</div>
      </div>
    </article>
  );
}

function Standing({ title, detail }: { title: string; detail?: string }) {
  return (
    <li>
      <span className="rounded-full bg-mint px-2.5 text-sm leading-6 font-bold text-on-mint">{title}</span>
      {detail ? <span className="ml-2 text-sm">{detail}</span> : null}
    </li>
  );
}

function People({
  title,
  people,
  draft,
  actions,
}: {
  title: string;
  people: readonly MatchedUser[];
  draft: string;
  actions: VerdictActions;
}) {
  if (people.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm break-words">
        <span className="font-bold">{title}</span>{' '}
        {people.map((person, index) => (
          <span key={person.id}>
            {index > 0 ? ', ' : null}
            <MatchedPersonLink person={person} />
            {person.level === 'master' ? ` (${texts.matches.otherPressing})` : null}
          </span>
        ))}
      </p>
      <div className="flex flex-wrap gap-2">
        {people.filter(canMessage).map((person) => actions.renderMessage(person, draft))}
      </div>
    </div>
  );
}

/** Without a connection: what this device kept of the user's own barcodes, and what needs the network. */
function OfflineVerdict({ code }: { code: string }) {
  const mine = useMyBarcodes();
  const found = findMine(mine.data, code);
  return (
    <div className="flex flex-col gap-2">
      {found.length === 0 ? (
        <p className="font-bold">{texts.scan.offlineUnknown}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {found.map((item) => (
            <li key={`${item.list}-${item.albumId}`} className="flex flex-col gap-1">
              <span>
                <span className="rounded-full bg-mint px-2.5 text-sm leading-6 font-bold text-on-mint">
                  {item.list === 'owned' ? texts.scan.owned : texts.scan.wished}
                </span>{' '}
                <TextLink to={`/album/${encodeURIComponent(item.albumId)}`}>{item.name}</TextLink>
                {item.artist ? ` · ${shownField(item.artist)}` : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-fg-muted">{texts.scan.offlineNote}</p>
    </div>
  );
}

/** The user's own releases that carry the code, each once. */
export function findMine(mine: MyBarcodes | undefined, code: string): MyBarcodes['items'] {
  const keys = new Set(barcodeKeys(code));
  const seen = new Set<string>();
  return (mine?.items ?? []).filter((item) => {
    const id = `${item.list}-${item.albumId}`;
    if (!keys.has(item.code) || seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
