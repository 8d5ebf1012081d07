import type { FastifyInstance } from 'fastify';
import type { ImportJob } from '@surcos/contracts/imports';
import { TEST_ORIGIN } from './app.ts';
import type { TestUser } from './users.ts';

/** A file sent to an import route as the page sends it: the body as it is, from the app's origin. */
export function sendFile(
  app: FastifyInstance,
  url: string,
  user: TestUser,
  file: Buffer | string,
  type = 'text/csv',
) {
  return app.inject({
    method: 'POST',
    url,
    payload: file,
    headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': type },
  });
}

/** The member's current import, once `until` holds of it; an error if it never gets there. */
export async function waitForJob(
  app: FastifyInstance,
  user: TestUser,
  until: (job: ImportJob) => boolean,
): Promise<ImportJob> {
  for (let tries = 0; tries < 800; tries++) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/imports/current',
      headers: { cookie: user.cookie },
    });
    const job = response.json<{ job: ImportJob | null }>().job;
    if (job && until(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the import did not get there in time');
}

/** An import that has ended, well or not. */
export const hasEnded = (job: ImportJob) => ['done', 'cancelled', 'failed'].includes(job.state);

/** The columns of Discogs' collection export, before its custom fields ('Collection <name>'). */
export const COLLECTION_COLUMNS = [
  'Catalog#',
  'Artist',
  'Title',
  'Label',
  'Format',
  'Rating',
  'Released',
  'release_id',
  'CollectionFolder',
  'Date Added',
  'Collection Media Condition',
  'Collection Sleeve Condition',
  'Collection Notes',
] as const;

export const csvCell = (value: string) => `"${value.replaceAll('"', '""')}"`;

/** A collection export: each row's cells by column name, custom fields as 'Collection <name>' columns. */
export function collectionCsv(
  rows: Array<Record<string, string>>,
  fieldNames: readonly string[] = [],
): string {
  const columns = [...COLLECTION_COLUMNS, ...fieldNames.map((name) => `Collection ${name}`)];
  return [
    columns.map(csvCell).join(','),
    ...rows.map((row) => columns.map((column) => csvCell(row[column] ?? '')).join(',')),
  ].join('\n');
}
