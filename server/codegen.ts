import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'src/modules/*/schema.graphql',
  generates: {
    'src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: false,
        contextType: '../graphql/context#GraphQLContext',
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: false,
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
        mappers: {
          Inscription: '../db/schema#InscriptionRow',
          InscriptionEntry: '../db/schema#InscriptionEntryRow',
          InscriptionQuestion: '../db/schema#InscriptionQuestionRow',
          InscriptionEntryQuestionAnswer: '../db/schema#EntryQuestionAnswerRow',
          InscriptionTimelineEntry: '../db/schema#TimelineEntryRow',
          User: '../db/schema#UserRow',
          UserReminder: '../db/schema#UserReminderRow',
          UserSocial: '../db/schema#UserSocialRow',
          InscriptionChatSession: '../db/schema#ChatSessionRow',
          InscriptionChatSessionMessage: '../db/schema#ChatMessageRow',
          InscriptionChatSessionCategory: '../db/schema#ChatCategoryRow',
          Job: '../db/schema#JobRow',
          InscriptionDataInsight: '../db/schema#InscriptionInsightRow',
          InsightItem: '../db/schema#InsightItemValue',
          InsightEvidence: '../db/schema#InsightEvidenceValue',
        },
      },
    },
  },
};

export default config;
