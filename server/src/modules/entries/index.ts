export { markdownToPlainText } from './plainText';
export { answersOfEntries, attachAudio } from './service';
export { entryResolvers } from './resolvers';
