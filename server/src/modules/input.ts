import { DATE_ONLY_PATTERN, MAX_LIST_ITEMS, fieldLimit } from '@inscriptions/contracts';
import { InputError } from './errors';

/*
 * Input checks shared by the services; each throws a 400 InputError naming the field.
 */

/** Walks an input object and throws naming the first string that is too long (limits by field name) or list that is too big. */
export function checkStringLimits(value: unknown, field = 'input'): void {
  if (typeof value === 'string') {
    const max = fieldLimit(field);
    if (value.length > max) throw new InputError(`"${field}" must be at most ${max} characters (got ${value.length}).`);
    return;
  }
  if (Array.isArray(value)) {
    if (value.length > MAX_LIST_ITEMS) throw new InputError(`"${field}" must have at most ${MAX_LIST_ITEMS} items.`);
    for (const v of value) checkStringLimits(v, field);
    return;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) checkStringLimits(v, k);
  }
}

/** Required non-blank string. */
export function requireText(field: string, value: string | null | undefined): string {
  const v = (value ?? '').trim();
  if (!v) throw new InputError(`"${field}" is required.`);
  return v;
}

/** Optional string in an update: undefined → unchanged; null/blank for required fields → 400. */
export function optionalRequiredText(field: string, value: string | null | undefined): string | undefined {
  if (value === undefined) return undefined;
  return requireText(field, value);
}

/** Nullable text in an update: undefined → unchanged, null → cleared. */
export function optionalText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  return value;
}

export function requireBool(field: string, value: boolean | null | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === null) throw new InputError(`"${field}" must not be null.`);
  return value;
}

/** A field an update may omit (unchanged) but never set to null. */
export function notNull<T>(field: string, value: T | null | undefined): T | undefined {
  if (value === null) throw new InputError(`"${field}" must not be null.`);
  return value;
}

/** A date (yyyy-MM-dd) or an ISO 8601 datetime. */
export function parseDate(field: string, value: string): Date {
  const d = new Date(value);
  if (!DATE_ONLY_PATTERN.test(value.slice(0, 10)) || Number.isNaN(d.getTime())) {
    throw new InputError(`"${field}" must be an ISO 8601 date or datetime (e.g. 2026-01-31T09:30:00Z).`);
  }
  return d;
}

export function intInRange(field: string, value: number | null | undefined, min: number, max: number): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new InputError(`"${field}" must be an integer from ${min} to ${max}.`);
  }
  return value;
}

/** Drops undefined values (so drizzle .set() only touches given fields). */
export function defined<T extends Record<string, unknown>>(obj: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(obj)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}

/** `userId` given in an input must be the actor's own. */
export function checkOwnId(actorId: string, field: string, value: string | null | undefined): void {
  if (value !== undefined && value !== null && value !== actorId) {
    throw new InputError(`"${field}" must be the signed-in user's id.`);
  }
}
