/** Where a field is resolved: its operation and the path to it (the part of GraphQLResolveInfo used here). */
export interface FieldPosition {
  operation: { operation: string };
  path: { key: string | number; prev: unknown };
}

/**
 * True when the field is resolved inside one of the given root mutation fields: upload URLs are minted
 * only in the answer of the mutation that creates or updates their object, never in a query.
 */
export function underMutation(info: FieldPosition, fields: string[]): boolean {
  if (info.operation.operation !== 'mutation') return false;
  let p = info.path as { key: string | number; prev?: unknown } | undefined;
  while (p?.prev) p = p.prev as { key: string | number; prev?: unknown };
  return typeof p?.key === 'string' && fields.includes(p.key);
}
