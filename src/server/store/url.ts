/**
 * Which store a `CATAN_DB` names, decided from the text alone: this module imports nothing, so
 * that choosing the store never loads a driver (the PostgreSQL store, and `pg`, load only when a
 * `postgres://` URL is given: index.ts).
 */
export function isPostgresUrl(path: string): boolean {
  return /^postgres(ql)?:\/\//.test(path);
}
