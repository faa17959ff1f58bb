/**
 * The sign-up continuation handed to the signing-up tab: `<account id>.<256-bit secret>`. The id
 * selects the account's stored hashes (indexed by account and purpose); the secret is what proves it.
 */
export const continuationOf = (accountId: string, secret: string) => `${accountId}.${secret}`;
export function parseContinuation(value: string): { accountId: string; secret: string } | undefined {
  const m = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/i.exec(value);
  return m ? { accountId: m[1]!, secret: m[2]! } : undefined;
}
