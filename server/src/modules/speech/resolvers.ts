import type { Resolvers } from '../../generated/resolvers';
import { respond } from '../respond';
import { serviceToken } from './service';
import { queueTranscription } from './transcribeJob';

/*
 * The speech fields: live transcription's token, and transcribing a stored recording. Their SDL stays
 * beside the objects they serve (serviceToken in users/schema.graphql, transcription in entries').
 */
export const speechResolvers: Resolvers = {
  Query: {
    serviceToken: (_p, { service }, ctx) => serviceToken(ctx, service),
    transcriptionAvailable: (_p, _a, ctx) => ctx.speech.engine !== null,
  },
  Mutation: {
    transcribeInscriptionEntry: (_p, { id }, ctx) =>
      respond(ctx.log, 'job', 'Transcription queued.', () => queueTranscription(ctx, ctx.speech.engine, id)),
  },
};
