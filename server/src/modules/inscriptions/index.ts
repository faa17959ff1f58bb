export { attachLogo } from './service';
export { inscriptionResolvers } from './resolvers';
