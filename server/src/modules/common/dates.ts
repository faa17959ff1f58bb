/** Dates leave the API as ISO 8601 strings (UTC). */
export const iso = (d: Date): string => d.toISOString();

/** Field resolvers of the two dates every stored object has. */
export const dateFields = {
  dateCreated: (p: { dateCreated: Date }) => iso(p.dateCreated),
  dateUpdated: (p: { dateUpdated: Date }) => iso(p.dateUpdated),
};
