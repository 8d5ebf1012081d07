import { texts } from '../../lib/texts.ts';
import type { DiscogsCredentials, DiscogsRequests } from '../../music/discogs-client.ts';
import { MusicDatabaseError, MusicDatabaseRateLimitedError } from '../../music/music-database.ts';
import {
  type AccountCursor,
  type Instance,
  type Want,
  accountBasePath,
  copyFromInstance,
  wantFromListing,
} from './discogs-account.ts';
import { planCopies, planWants } from './import-plan.ts';
import type { ImportJobsRepository } from './import-jobs.repository.ts';
import type { ImportPlanRepository } from './import-plan.repository.ts';
import type { NewImportRow } from './import-rows.ts';
import type { RowSource } from './import-worker.ts';

/** How long a job waits after Discogs failed or asked to slow down. */
const PAUSE_MS = 60_000;

/** Account listings are work nobody waits on request by request: they go behind people. */
const BACKGROUND = { kind: 'background' } as const;

interface AccountSourceDeps {
  jobs: ImportJobsRepository;
  plans: ImportPlanRepository;
  /** The music database's paced requests: one budget, people first. */
  discogs: DiscogsRequests;
  /** Personal tokens by job id, in memory only: never written to the database, gone when the job ends. */
  tokens: Map<string, string>;
}

/** Discogs answered, but not with the listing: why, for the job's message. */
class AccountRefused extends Error {
  constructor(readonly status: number) {
    super(`Discogs answered ${status}`);
  }
}

/**
 * Brings an account's collection and wantlist one page (100 items) per step:
 * the page is fetched outside any transaction, planned against what the user
 * has, and appended to the job's rows with the next cursor in one commit.
 * Once all is listed the job is 'ready': its rows are the preview, and
 * nothing is written to the collection until the person starts it.
 */
export function createAccountSource({ jobs, plans, discogs, tokens }: AccountSourceDeps): RowSource {
  return async (job) => {
    const cursor = JSON.parse(job.source_state) as AccountCursor;
    const now = Date.now();
    const user = accountBasePath(cursor.username);
    if (user === null) {
      tokens.delete(job.id);
      await jobs.finish(job.id, job.lease_owner, 'failed', now, {
        error: texts.imports.accountNotFound(cursor.username),
      });
      return 'paused';
    }
    // The member's own token, or none: never the instance's, which opens its owner's collection.
    const token = tokens.get(job.id);
    const credentials: DiscogsCredentials = token ? { memberToken: token } : 'anonymous';
    const get = async <T>(path: string): Promise<T> => {
      const outcome = await discogs.get(path, BACKGROUND, credentials);
      if (outcome.status === 'not-found') throw new AccountRefused(404);
      return outcome.body as T;
    };

    /** One page of the collection or the wantlist: the same paging, different items and plans. */
    async function listPage<Item>(
      path: string,
      key: 'releases' | 'wants',
      plan: (items: Item[]) => Promise<NewImportRow[]>,
      after: AccountCursor['phase'],
    ): Promise<void> {
      const page = await get<{ pagination: { pages: number } } & Record<typeof key, Item[]>>(
        `${path}?page=${cursor.page}&per_page=100`,
      );
      const items = page[key] ?? [];
      const rows = await plan(items);
      const last = cursor.page >= page.pagination.pages;
      const next: AccountCursor = {
        ...cursor,
        phase: last ? after : cursor.phase,
        page: last ? 1 : cursor.page + 1,
        listed: cursor.listed + items.length,
        ...(cursor.phase === 'collection' && last ? { collectionRows: cursor.listed + items.length } : {}),
      };
      await jobs.appendRows(job.id, rows, JSON.stringify(next), now);
    }

    try {
      switch (cursor.phase) {
        case 'folders': {
          const { folders } = await get<{ folders: { id: number; name: string }[] }>(
            `${user}/collection/folders`,
          );
          const { fields } = await get<{ fields: { id: number; name: string }[] }>(
            `${user}/collection/fields`,
          );
          const next: AccountCursor = {
            ...cursor,
            phase: 'collection',
            folders: Object.fromEntries(folders.map((folder) => [String(folder.id), folder.name])),
            fields: Object.fromEntries(fields.map((field) => [String(field.id), field.name])),
          };
          await jobs.appendRows(job.id, [], JSON.stringify(next), now);
          return 'more';
        }
        case 'collection':
          await listPage<Instance>(
            `${user}/collection/folders/0/releases`,
            'releases',
            (instances) =>
              planCopies(
                plans,
                job.user_id,
                instances.map((instance, index) =>
                  copyFromInstance(instance, cursor, cursor.listed + index + 1),
                ),
                now,
              ),
            'wants',
          );
          return 'more';
        case 'wants':
          await listPage<Want>(
            `${user}/wants`,
            'wants',
            async (wants) =>
              planWants(
                plans,
                job.user_id,
                wants.map((want, index) => wantFromListing(want, cursor.listed + index + 1)),
                now,
                await jobs.releasesListed(job.id, cursor.collectionRows ?? 0),
              ),
            'done',
          );
          return 'more';
        case 'done':
          // The listing is complete and the token no longer needed; the rows wait for the person's go.
          tokens.delete(job.id);
          if (cursor.confirmed) return 'done';
          await jobs.finish(job.id, job.lease_owner, 'ready', now);
          return 'paused';
      }
    } catch (error) {
      const status =
        error instanceof AccountRefused
          ? error.status
          : error instanceof MusicDatabaseError
            ? error.status
            : 0;
      if (!(error instanceof AccountRefused || error instanceof MusicDatabaseError)) throw error;
      const t = texts.imports;
      if (status === 404 || status === 401 || status === 403) {
        // Waiting would not change the answer: the job ends, with what it had added.
        tokens.delete(job.id);
        const message = status === 404 ? t.accountNotFound(cursor.username) : t.accountPrivate;
        await jobs.finish(job.id, job.lease_owner, 'failed', now, { error: message });
        return 'paused';
      }
      await jobs.finish(job.id, job.lease_owner, 'paused', now, {
        error: error instanceof MusicDatabaseRateLimitedError ? t.discogsBusy : t.discogsUnavailable,
        resumeAt: now + PAUSE_MS,
      });
      return 'paused';
    }
  };
}
