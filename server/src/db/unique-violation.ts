/** A write a unique index refused: PostgreSQL's unique_violation, SQLite's SQLITE_CONSTRAINT_UNIQUE. */
export function isUniqueViolation(error: unknown): boolean {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
