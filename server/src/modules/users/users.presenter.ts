import type { Me } from '@surcos/contracts/auth';
import type { UserSummary } from '@surcos/contracts/users';

interface AuthUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  createdAt: Date | string;
}

/** The only presenter that includes an email: it is sent to that same user alone. */
export function presentMe(user: AuthUser): Me {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: Boolean(user.emailVerified),
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

/** Another user as anyone may see them: id, name and counts, never the email. */
export function presentUserSummary(row: {
  id: string;
  name: string;
  album_count: number | string | null;
}): UserSummary {
  return { id: row.id, name: row.name, albumCount: Number(row.album_count ?? 0) };
}
