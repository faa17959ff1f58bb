export { resourceResolvers } from './resolvers';
