import type { ColumnType, Generated } from 'kysely';

/**
 * Tables owned by better-auth keep its camelCase columns; Surcos' own tables
 * use snake_case. Dates in better-auth tables come back as Date on
 * PostgreSQL and as strings on SQLite, hence the union.
 */
type AuthDate = ColumnType<Date | string, Date | string, Date | string>;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: ColumnType<boolean | number, boolean | number, boolean | number>;
  image: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface SessionTable {
  id: string;
  token: string;
  userId: string;
  expiresAt: AuthDate;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface RateLimitTable {
  key: string;
  count: number;
  /** Epoch milliseconds when the window closes. */
  reset_at: number;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  rate_limit: RateLimitTable;
  kysely_migration: { name: string; timestamp: string; id?: Generated<number> };
}
