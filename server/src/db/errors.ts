/** PostgreSQL's unique violation, thrown by the driver or wrapped by drizzle (as its `cause`). */
export function isUniqueViolation(e: unknown): boolean {
  const code = (error: unknown) => (typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined);
  return code(e) === '23505' || (typeof e === 'object' && e !== null && code((e as { cause?: unknown }).cause) === '23505');
}
