export { answerQuestion } from './answer';
export { createChatSession } from './service';
export { chatResolvers } from './resolvers';
