import { REPORT_WINDOW_MS, REPORTS_PER_WINDOW } from '@surcos/contracts/limits';
import type { ReportBody, ReportListQuery, ReportPage, ResolveReportBody } from '@surcos/contracts/reports';
import { texts } from '../../lib/texts.ts';
import { type Actor, serverActor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { toPage } from '../../lib/paging.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import type { AdminRepository } from '../admin/admin.repository.ts';
import type { AdminActor, AdminService } from '../admin/admin.service.ts';
import type { RateLimitRepository } from '../auth/auth.repository.ts';
import { presentReport } from './reports.presenter.ts';
import type { ReportsRepository, ReportTarget } from './reports.repository.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

interface ReportsDeps {
  reports: ReportsRepository;
  admin: AdminRepository;
  rateLimits: Pick<RateLimitRepository, 'hit'>;
  moderation: Pick<AdminService, 'suspendWithin' | 'afterSuspension' | 'tellAdmins'>;
  publisher: Publisher;
  /** A public collection was hidden (its post elsewhere is withdrawn). */
  onCollectionWithdrawn: (userId: string, collectionId: string) => Promise<void>;
  /** An admin's block of a whole server (decision 060), written in the resolution's transaction. */
  remoteServers: {
    block: (trx: Transaction<Database>, host: string, reason: string | null, now: number) => Promise<boolean>;
    /** After the block committed: every process's list is read again, its follows are gone. */
    blocked: () => void;
  };
  /** A remote post was hidden: the feeds of the members who were shown it change. */
  onRemotePostHidden: (userIds: readonly string[]) => Promise<void>;
}

/** A label short enough for a list: a long message is cut. */
const LABEL_MAX_LENGTH = 200;

/** What the people concerned must hear once a resolution has committed. */
type Aftermath =
  | { kind: 'none' }
  | { kind: 'collection'; collectionId: string; ownerId: string; wasPublic: boolean }
  | { kind: 'message'; conversationId: string; memberIds: string[] }
  | { kind: 'suspension'; userId: string }
  | { kind: 'remote-post'; followerIds: string[] }
  | { kind: 'server' };

/** Content of another server: hidden here, or its whole server blocked, never suspended. */
const isRemote = (kind: string) => kind === 'remote_account' || kind === 'remote_post';

/**
 * Reports: any signed-in user reports what they can see (a user, a collection, a message of
 * their conversations), never themselves; the admins resolve each once, by dismissing it,
 * hiding the content or suspending whose it is. A resolution, its effect and its audit entry
 * are one transaction.
 */
export function createReportsService({
  reports,
  admin,
  moderation,
  publisher,
  rateLimits,
  onCollectionWithdrawn,
  remoteServers,
  onRemotePostHidden,
}: ReportsDeps) {
  async function targetOf(reporterId: string, body: ReportBody): Promise<ReportTarget> {
    const target =
      body.targetKind === 'user'
        ? await reports.userTarget(body.targetId, reporterId)
        : body.targetKind === 'collection'
          ? await reports.collectionTarget(body.targetId, reporterId)
          : body.targetKind === 'message'
            ? await reports.messageTarget(body.targetId, reporterId)
            : body.targetKind === 'remote_account'
              ? await reports.remoteAccountTarget(body.targetId)
              : await reports.remotePostTarget(body.targetId, reporterId);
    if (!target) throw new AppError('NOT_FOUND', texts.reports.targetNotFound);
    if (target.userId === reporterId) throw new AppError('CANNOT_REPORT_SELF');
    return target;
  }

  async function tell(actor: AdminActor, aftermath: Aftermath): Promise<void> {
    switch (aftermath.kind) {
      case 'none':
        break;
      case 'collection': {
        const owner = serverActor(aftermath.ownerId);
        if (aftermath.wasPublic) {
          await publisher.publish('collection.change-public', {
            actor: owner,
            everyone: true,
            followers: true,
            payload: { collectionId: aftermath.collectionId },
          });
          await onCollectionWithdrawn(aftermath.ownerId, aftermath.collectionId);
        } else await publisher.publish('collection.change-private', { actor: owner });
        break;
      }
      case 'message': {
        const [first] = aftermath.memberIds;
        if (first !== undefined) {
          await publisher.publish('message.hide', {
            actor: serverActor(first),
            others: aftermath.memberIds,
            payload: { conversationId: aftermath.conversationId },
          });
        }
        break;
      }
      case 'suspension':
        await moderation.afterSuspension(actor, aftermath.userId);
        return;
      case 'remote-post':
        await onRemotePostHidden(aftermath.followerIds);
        break;
      case 'server':
        remoteServers.blocked();
        break;
    }
    await moderation.tellAdmins(actor);
  }

  return {
    /**
     * Every attempt counts against the member's window, refused ones too, so nobody floods the
     * admins nor probes what exists; a repeat about the same target merges into the open report.
     */
    async create(actor: Actor, body: ReportBody): Promise<void> {
      const { count, resetAt } = await rateLimits.hit(`report:${actor.userId}`, REPORT_WINDOW_MS);
      if (count > REPORTS_PER_WINDOW) {
        throw new AppError('RATE_LIMITED', texts.reports.tooManyReports, {
          retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
        });
      }
      const target = await targetOf(actor.userId, body);
      await reports.file(
        actor.userId,
        body,
        { ...target, label: target.label.slice(0, LABEL_MAX_LENGTH) },
        Date.now(),
      );
      await moderation.tellAdmins(actor);
    },

    async list(query: ReportListQuery): Promise<ReportPage> {
      return toPage(await reports.page(query.state, query.cursor), presentReport);
    },

    async resolve(actor: AdminActor, id: string, body: ResolveReportBody): Promise<void> {
      const aftermath = await reports.transaction(async (trx): Promise<Aftermath> => {
        const report = await reports.findById(id, trx);
        if (!report) throw new AppError('NOT_FOUND', texts.admin.reportNotFound);
        if (report.state !== 'open') throw new AppError('REPORT_RESOLVED');
        const now = Date.now();
        const target = { kind: report.target_kind, id: report.target_id, label: report.target_label };
        let result: Aftermath = { kind: 'none' };

        if (body.action === 'hide') {
          if (report.target_kind === 'user' || report.target_kind === 'remote_account')
            throw new AppError('VALIDATION_FAILED', texts.admin.cannotHideUser);
          if (report.target_kind === 'remote_post') {
            const followerIds = await reports.hideRemotePost(trx, report.target_id, now);
            if (!followerIds) throw new AppError('NOT_FOUND', texts.admin.targetGone);
            result = { kind: 'remote-post', followerIds };
          } else if (report.target_kind === 'collection') {
            const hidden = await reports.hideCollection(trx, report.target_id, now);
            if (!hidden) throw new AppError('NOT_FOUND', texts.admin.targetGone);
            result = { kind: 'collection', collectionId: report.target_id, ...hidden };
          } else {
            const hidden = await reports.hideMessage(trx, report.target_id, texts.reports.hiddenMessage, now);
            if (!hidden) throw new AppError('NOT_FOUND', texts.admin.targetGone);
            result = { kind: 'message', ...hidden };
          }
        }
        if (body.action === 'block-server') {
          if (report.target_actor_id === null || !isRemote(report.target_kind))
            throw new AppError('VALIDATION_FAILED', texts.admin.notRemote);
          const host = new URL(report.target_actor_id).host;
          await remoteServers.block(trx, host, report.reason, now);
          await admin.audit(trx, {
            actorId: actor.userId,
            actorLabel: actor.name,
            action: 'domain.block',
            target: { kind: 'domain', id: host, label: host },
            detail: report.reason,
            now,
          });
          result = { kind: 'server' };
        }
        if (body.action === 'suspend') {
          if (isRemote(report.target_kind))
            throw new AppError('VALIDATION_FAILED', texts.admin.cannotSuspendRemote);
          if (report.target_user_id === null) throw new AppError('NOT_FOUND', texts.admin.targetGone);
          await moderation.suspendWithin(trx, actor, report.target_user_id, body.reason, 'report.suspend');
          result = { kind: 'suspension', userId: report.target_user_id };
        }
        if (
          !(await reports.resolve(
            trx,
            id,
            body.action === 'dismiss' ? 'dismissed' : 'actioned',
            actor.userId,
            now,
          ))
        )
          throw new AppError('REPORT_RESOLVED');
        // A suspension and a server's block wrote their own entries; the others are written here.
        if (body.action !== 'suspend' && body.action !== 'block-server') {
          await admin.audit(trx, {
            actorId: actor.userId,
            actorLabel: actor.name,
            action: body.action === 'dismiss' ? 'report.dismiss' : 'report.hide',
            target,
            detail: report.reason,
            now,
          });
        }
        return result;
      });
      await tell(actor, aftermath);
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
