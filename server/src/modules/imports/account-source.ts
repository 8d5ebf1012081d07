import { texts } from '@surcos/contracts/texts';
import {
  type AccountCursor,
  DiscogsAccountError,
  type Instance,
  type Want,
  copyFromInstance,
  discogsGet,
  wantFromListing,
} from './discogs-account.ts';
import { planCopies, planWants } from './import-plan.ts';
import type { ImportsRepository } from './imports.repository.ts';
import type { RowSource } from './import-worker.ts';

/** How long a job waits after Discogs failed or asked to slow down. */
const PAUSE_MS = 60_000;

interface AccountSourceDeps {
  imports: ImportsRepository;
  baseUrl: string;
  serverToken: string | undefined;
  /** Personal tokens by job id, in memory only: never written to the database, gone when the job ends. */
  tokens: Map<string, string>;
  timeoutMs: number;
}

/**
 * Brings an account's collection and wantlist one page (100 items) per step:
 * the page is fetched outside any transaction, planned against what the user
 * has, and appended to the job's rows with the next cursor in one commit.
 */
export function createAccountSource({
  imports,
  baseUrl,
  serverToken,
  tokens,
  timeoutMs,
}: AccountSourceDeps): RowSource {
  return async (job) => {
    const cursor = JSON.parse(job.source_state) as AccountCursor;
    const user = encodeURIComponent(cursor.username);
    const token = tokens.get(job.id) ?? serverToken;
    const now = Date.now();
    try {
      if (cursor.phase === 'folders') {
        const { folders } = await discogsGet<{ folders: { id: number; name: string }[] }>(
          baseUrl,
          `/users/${user}/collection/folders`,
          token,
          timeoutMs,
        );
        const { fields } = await discogsGet<{ fields: { id: number; name: string }[] }>(
          baseUrl,
          `/users/${user}/collection/fields`,
          token,
          timeoutMs,
        );
        const next: AccountCursor = {
          ...cursor,
          phase: 'collection',
          folders: Object.fromEntries(folders.map((folder) => [String(folder.id), folder.name])),
          fields: Object.fromEntries(fields.map((field) => [String(field.id), field.name])),
        };
        await imports.appendRows(job.id, [], JSON.stringify(next), now);
        return 'more';
      }
      if (cursor.phase === 'collection') {
        const page = await discogsGet<{ pagination: { pages: number }; releases: Instance[] }>(
          baseUrl,
          `/users/${user}/collection/folders/0/releases?page=${cursor.page}&per_page=100`,
          token,
          timeoutMs,
        );
        const copies = page.releases.map((instance, index) =>
          copyFromInstance(instance, cursor, cursor.listed + index + 1),
        );
        const rows = await planCopies(imports, job.user_id, copies, now);
        const last = cursor.page >= page.pagination.pages;
        const next: AccountCursor = {
          ...cursor,
          phase: last ? 'wants' : 'collection',
          page: last ? 1 : cursor.page + 1,
          listed: cursor.listed + copies.length,
        };
        await imports.appendRows(job.id, rows, JSON.stringify(next), now);
        return 'more';
      }
      if (cursor.phase === 'wants') {
        const page = await discogsGet<{ pagination: { pages: number }; wants: Want[] }>(
          baseUrl,
          `/users/${user}/wants?page=${cursor.page}&per_page=100`,
          token,
          timeoutMs,
        );
        const wants = page.wants.map((want, index) => wantFromListing(want, cursor.listed + index + 1));
        const rows = await planWants(imports, job.user_id, wants, now);
        const last = cursor.page >= page.pagination.pages;
        const next: AccountCursor = {
          ...cursor,
          phase: last ? 'done' : 'wants',
          page: last ? 1 : cursor.page + 1,
          listed: cursor.listed + wants.length,
        };
        await imports.appendRows(job.id, rows, JSON.stringify(next), now);
        return 'more';
      }
      tokens.delete(job.id);
      return 'done';
    } catch (error) {
      if (!(error instanceof DiscogsAccountError)) throw error;
      const t = texts.imports;
      if (error.status === 404 || error.status === 401 || error.status === 403) {
        // Waiting would not change the answer: the job ends, with what it had added.
        tokens.delete(job.id);
        const message = error.status === 404 ? t.accountNotFound(cursor.username) : t.accountPrivate;
        await imports.finish(job.id, job.lease_owner, 'failed', now, { error: message });
        return 'paused';
      }
      await imports.finish(job.id, job.lease_owner, 'paused', now, {
        error: t.discogsUnavailable,
        resumeAt: now + PAUSE_MS,
      });
      return 'paused';
    }
  };
}
