import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { createBellRepository } from './bell.repository.ts';
import { createDigestRepository } from './digest.repository.ts';
import { createNotifierRepository } from './notifier.repository.ts';
import { createRecipientRulesRepository } from './recipient-rules.repository.ts';

/**
 * The notifications module's storage, one part per job: the recipient
 * rules and switches, the notifier's fan-out and writes, the bell, and the
 * daily mail with the pruning.
 */
export function createNotificationsRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    ...createRecipientRulesRepository(db),
    ...createNotifierRepository(db, dialect),
    ...createBellRepository(db),
    ...createDigestRepository(db),
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
