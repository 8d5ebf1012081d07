import type { AdminUserPage, AdminUserQuery, AuditPage, InstanceFigures } from '@surcos/contracts/admin';
import { ADMIN_FIGURES_DAYS } from '@surcos/contracts/limits';
import { texts } from '../../lib/texts.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { toPage } from '../../lib/paging.ts';
import type { Executor } from '../../db/paging.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import type { AccountDeletion } from '../auth/account-deletion.service.ts';
import type { SessionAdmission } from '../auth/auth.ts';
import type { SessionRevocations } from '../auth/session-cache.ts';
import { presentAdminUser, presentAuditEntry } from './admin.presenter.ts';
import type { AdminRepository, ModeratedUserRow } from './admin.repository.ts';

/** An admin acting in the admin area: who (for the audit log) and from which tab. */
export interface AdminActor extends Actor {
  name: string;
}

interface AdminDeps {
  admin: AdminRepository;
  accountDeletion: AccountDeletion;
  publisher: Publisher;
  sessions: SessionRevocations;
  /** ADMIN_EMAILS, lower-case. */
  adminEmails: readonly string[];
}

/** The audit log's label of the configuration that made someone an admin. */
const CONFIG_ACTOR = 'ADMIN_EMAILS';

const userTarget = (user: ModeratedUserRow) => ({ kind: 'user', id: user.id, label: user.name });

/**
 * The admin area's rules: an admin suspends, unsuspends and deletes users who are not admins
 * (never themselves), each action written to the audit log in the same transaction. A
 * suspension ends the user's sessions in that transaction and closes their sockets once it
 * has committed.
 */
export function createAdminService({ admin, accountDeletion, publisher, sessions, adminEmails }: AdminDeps) {
  /** The user an admin may act on, or the Spanish error saying why not. */
  function assertModeratable(actor: AdminActor, user: ModeratedUserRow | undefined): ModeratedUserRow {
    if (!user) throw new AppError('NOT_FOUND', texts.api.userNotFound);
    if (user.id === actor.userId) throw new AppError('CANNOT_MODERATE_ADMIN', texts.admin.cannotModerateSelf);
    if (user.role === 'admin') throw new AppError('CANNOT_MODERATE_ADMIN');
    return user;
  }

  const isListed = (user: ModeratedUserRow) => adminEmails.includes(user.email.toLowerCase());

  /** ADMIN_EMAILS makes a verified address an admin, with its audit entry. */
  async function grantFromConfig(user: ModeratedUserRow): Promise<void> {
    if (user.role === 'admin') return;
    await admin.transaction(async (trx) => {
      await admin.setRole(trx, user.id, 'admin');
      await admin.audit(trx, {
        actorId: null,
        actorLabel: CONFIG_ACTOR,
        action: 'role.grant',
        target: userTarget(user),
        now: Date.now(),
      });
    });
  }

  /** The admins' tabs refresh their lists. */
  const tellAdmins = (actor: Actor) => publisher.publish('moderation.change', { actor, admins: true });

  /**
   * Part of a suspension made inside a larger transaction (a report resolved by suspending):
   * checks the target, suspends them, ends their sessions and writes the audit entry. The
   * caller closes their sockets with `afterSuspension` once it has committed.
   */
  async function suspendWithin(
    trx: Executor,
    actor: AdminActor,
    userId: string,
    reason: string,
    action: 'user.suspend' | 'report.suspend',
  ): Promise<ModeratedUserRow> {
    const user = assertModeratable(actor, await admin.findUser(userId, trx));
    const now = Date.now();
    // The role is checked again by the update itself, should it have changed meanwhile.
    if (!(await admin.suspend(trx, user.id, reason, now))) throw new AppError('CANNOT_MODERATE_ADMIN');
    await admin.audit(trx, {
      actorId: actor.userId,
      actorLabel: actor.name,
      action,
      target: userTarget(user),
      detail: reason,
      now,
    });
    return user;
  }

  /** The suspended user's open tabs lose their sockets now, and find their session gone on every instance. */
  async function afterSuspension(actor: AdminActor, userId: string): Promise<void> {
    sessions.forgetUser(userId);
    publisher.disconnectUser(userId);
    await tellAdmins(actor);
  }

  return {
    isAdmin: (userId: string): Promise<boolean> => admin.isAdmin(userId),

    /**
     * Before a session is made: a listed address is made an admin once it is verified, and the
     * reason of a suspension, which refuses the session, is answered. A listed address still
     * unverified gets no role: the caller mails it a verification link (`verificationDue`), and
     * the role comes with the verification (`emailVerified`). Anyone may sign up with any address,
     * so the list alone proves nothing (docs/decisions/039).
     */
    async admitSession(userId: string): Promise<SessionAdmission> {
      const user = await admin.findUser(userId);
      if (!user) return { suspensionReason: null, verificationDue: null };
      const suspended = user.suspendedAt !== null;
      const listed = isListed(user);
      if (listed && user.emailVerified) await grantFromConfig(user);
      const due = !suspended && listed && !user.emailVerified && user.role !== 'admin';
      return {
        suspensionReason: suspended ? (user.suspensionReason ?? '') : null,
        verificationDue: due ? { email: user.email, name: user.name } : null,
      };
    },

    /** After a user's address was verified: a listed address becomes an admin now. */
    async emailVerified(userId: string): Promise<void> {
      const user = await admin.findUser(userId);
      if (user && isListed(user) && user.emailVerified) await grantFromConfig(user);
    },

    async listUsers(query: AdminUserQuery): Promise<AdminUserPage> {
      return toPage(await admin.searchUsers(query), presentAdminUser);
    },

    suspendWithin,
    afterSuspension,
    tellAdmins,

    async suspend(actor: AdminActor, userId: string, reason: string): Promise<void> {
      await admin.transaction((trx) => suspendWithin(trx, actor, userId, reason, 'user.suspend'));
      await afterSuspension(actor, userId);
    },

    async unsuspend(actor: AdminActor, userId: string): Promise<void> {
      await admin.transaction(async (trx) => {
        const user = await admin.findUser(userId, trx);
        if (!user) throw new AppError('NOT_FOUND', texts.api.userNotFound);
        await admin.unsuspend(trx, user.id);
        await admin.audit(trx, {
          actorId: actor.userId,
          actorLabel: actor.name,
          action: 'user.unsuspend',
          target: userTarget(user),
          now: Date.now(),
        });
      });
      await tellAdmins(actor);
    },

    /** The account deletion every user has, started by an admin, with its audit entry in its transaction. */
    async deleteUser(actor: AdminActor, userId: string): Promise<void> {
      const user = assertModeratable(actor, await admin.findUser(userId));
      await accountDeletion.prepare(user.id, (trx) =>
        admin.audit(trx, {
          actorId: actor.userId,
          actorLabel: actor.name,
          action: 'user.delete',
          target: userTarget(user),
          now: Date.now(),
        }),
      );
      await accountDeletion.finish(user.id);
      publisher.disconnectUser(user.id);
      await tellAdmins(actor);
    },

    async figures(): Promise<InstanceFigures> {
      return admin.figures(ADMIN_FIGURES_DAYS, Date.now());
    },

    async audit(cursor: string | undefined): Promise<AuditPage> {
      return toPage(await admin.auditPage(cursor), presentAuditEntry);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
