export { searchResolvers } from './resolvers';
