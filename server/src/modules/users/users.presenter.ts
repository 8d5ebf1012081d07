import type { Me } from '@surcos/contracts/auth';

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
