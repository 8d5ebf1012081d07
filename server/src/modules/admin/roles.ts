import { COMMAND_LINE_ACTOR } from '@surcos/contracts/admin';
import type { AdminRepository } from './admin.repository.ts';

export type RoleChange = 'grant' | 'revoke';

/**
 * Makes the account with this address an admin, or a user again, with its audit entry, in one
 * transaction. 'unknown' when no account has the address.
 */
export async function changeRole(
  admin: AdminRepository,
  change: RoleChange,
  email: string,
): Promise<'done' | 'unknown'> {
  return admin.transaction(async (trx) => {
    const user = await admin.findUserByEmail(email, trx);
    if (!user) return 'unknown';
    await admin.setRole(trx, user.id, change === 'grant' ? 'admin' : 'user');
    await admin.audit(trx, {
      actorId: null,
      actorLabel: COMMAND_LINE_ACTOR,
      action: change === 'grant' ? 'role.grant' : 'role.revoke',
      target: { kind: 'user', id: user.id, label: user.name },
      now: Date.now(),
    });
    return 'done';
  });
}
