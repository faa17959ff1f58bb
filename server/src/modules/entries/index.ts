export { answersOfEntries, attachAudio } from './service';
export { entryResolvers } from './resolvers';
