import { languageOr } from '@surcos/contracts/languages';
import type { Selectable } from 'kysely';
import type { Me } from '@surcos/contracts/auth';
import type { UserTable } from '../../db/schema.ts';

type AuthUser = Pick<Selectable<UserTable>, 'id' | 'name' | 'email' | 'emailVerified' | 'createdAt'> & {
  /** better-auth hands its additional fields over untyped. */
  language?: unknown;
  handle?: unknown;
  handleChangedAt?: unknown;
};

/** The only presenter that includes an email: it is sent to that same user alone. */
export function presentMe(user: AuthUser, isAdmin: boolean, addressOf: (handle: string) => string): Me {
  const handle = String(user.handle);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: Boolean(user.emailVerified),
    createdAt: new Date(user.createdAt).toISOString(),
    isAdmin,
    language: languageOr(user.language),
    handle,
    address: addressOf(handle),
    handleChangeable: user.handleChangedAt === null || user.handleChangedAt === undefined,
  };
}
