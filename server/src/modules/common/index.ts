export { dateFields, iso } from './dates';
export { commonResolvers } from './resolvers';
