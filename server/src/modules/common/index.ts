export { dateFields, iso } from './dates';
export { commonResolvers } from './resolvers';
export { ENTRIES_PER_TURN, mapInTurns } from './turns';
