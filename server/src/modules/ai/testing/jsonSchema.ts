import type { JsonSchema } from '../engines/types';

/*
 * For tests of the JSON schemas sent to a model (response_format json_schema, strict): what OpenAI's
 * strict mode demands of a schema, a reply shaped by the schema, and that reply with one required
 * property left out at each depth, so a test shows the parser accepts what the schema asks for and
 * refuses what it forbids.
 */

type Schema = { type?: string; properties?: Record<string, Schema>; required?: string[]; additionalProperties?: boolean; items?: Schema };

/** Where the schema breaks strict mode: an object must list every property as required and allow no other. */
export function strictProblems(schema: JsonSchema, at = '$'): string[] {
  const s = schema as Schema;
  if (s.type === 'array') return s.items ? strictProblems(s.items as JsonSchema, `${at}[]`) : [`${at}: an array without items`];
  if (s.type !== 'object') return s.type ? [] : [`${at}: no type`];
  const keys = Object.keys(s.properties ?? {});
  const problems: string[] = [];
  if (s.additionalProperties !== false) problems.push(`${at}: additionalProperties is not false`);
  if ([...(s.required ?? [])].sort().join() !== [...keys].sort().join()) problems.push(`${at}: required is not every property`);
  return [...problems, ...keys.flatMap((k) => strictProblems(s.properties![k] as JsonSchema, `${at}.${k}`))];
}

/** A reply shaped by the schema: every property, one item per array, `text` for strings, 1 for numbers. */
export function sampleOf(schema: JsonSchema, text: string): unknown {
  const s = schema as Schema;
  if (s.type === 'object') return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sampleOf(v as JsonSchema, text)]));
  if (s.type === 'array') return [sampleOf(s.items as JsonSchema, text)];
  if (s.type === 'integer' || s.type === 'number') return 1;
  if (s.type === 'boolean') return true;
  return text;
}

/** The sample with one required property left out, for each required property at every depth. */
export function missingOne(schema: JsonSchema, text: string, at = '$'): { path: string; value: unknown }[] {
  const s = schema as Schema;
  if (s.type === 'array') return missingOne(s.items as JsonSchema, text, `${at}[]`).map(({ path, value }) => ({ path, value: [value] }));
  if (s.type !== 'object') return [];
  const sample = sampleOf(schema, text) as Record<string, unknown>;
  const left = (s.required ?? []).map((k) => {
    const { [k]: _left, ...rest } = sample;
    return { path: `${at}.${k}`, value: rest };
  });
  const deeper = Object.entries(s.properties ?? {}).flatMap(([k, v]) =>
    missingOne(v as JsonSchema, text, `${at}.${k}`).map(({ path, value }) => ({ path, value: { ...sample, [k]: value } })),
  );
  return [...left, ...deeper];
}
