import { graphql } from '../../../generated';

export const chatMessageFieldsFragment = graphql(`
  fragment ChatMessageFields on InscriptionChatSessionMessage {
    id
    inscriptionChatSessionId
    chatRole
    chatContent
    chatHelpful
    externalSources
    inscriptionEntrySources {
      id
      name
      passage
      dateRecorded
    }
    dateCreated
  }
`);

export const chatSessionDocument = graphql(`
  query ChatSession($id: ID!) {
    inscriptionChatSession(id: $id) {
      id
      inscriptionId
      inscriptionChatSessionCategoryId
      chatShortSummary
      queryFrom
      fetchUsing
    }
  }
`);

export const chatMessagesDocument = graphql(`
  query ChatMessages($inscriptionChatSessionId: ID!) {
    inscriptionChatSessionMessages(inscriptionChatSessionId: $inscriptionChatSessionId) {
      ...ChatMessageFields
    }
  }
`);

export const chatSessionsDocument = graphql(`
  query ChatSessions($inscriptionId: ID!, $first: Int) {
    inscriptionChatSessionsPaged(inscriptionId: $inscriptionId, first: $first) {
      totalCount
      edges {
        cursor
        node {
          id
          inscriptionChatSessionCategoryId
          chatShortSummary
          dateCreated
        }
      }
    }
  }
`);

export const chatCategoriesDocument = graphql(`
  query ChatCategories($inscriptionId: ID!) {
    inscriptionChatSessionCategories(inscriptionId: $inscriptionId) {
      id
      categoryName
    }
  }
`);

export const createChatSessionDocument = graphql(`
  mutation CreateChatSession($input: CreateInscriptionChatSessionInput!) {
    createInscriptionChatSession(input: $input) {
      code
      success
      message
      inscriptionChatSession {
        id
      }
    }
  }
`);

export const updateChatSessionDocument = graphql(`
  mutation UpdateChatSession($input: UpdateInscriptionChatSessionInput!) {
    updateInscriptionChatSession(input: $input) {
      code
      success
      message
      inscriptionChatSession {
        id
      }
    }
  }
`);

export const deleteChatSessionDocument = graphql(`
  mutation DeleteChatSession($id: ID!) {
    deleteInscriptionChatSession(id: $id) {
      code
      success
      message
    }
  }
`);

export const createChatCategoryDocument = graphql(`
  mutation CreateChatCategory($input: CreateInscriptionChatSessionCategoryInput!) {
    createInscriptionChatSessionCategory(input: $input) {
      code
      success
      message
      category {
        id
      }
    }
  }
`);

export const updateChatCategoryDocument = graphql(`
  mutation UpdateChatCategory($input: UpdateInscriptionChatSessionCategoryInput!) {
    updateInscriptionChatSessionCategory(input: $input) {
      code
      success
      message
      category {
        id
      }
    }
  }
`);

export const deleteChatCategoryDocument = graphql(`
  mutation DeleteChatCategory($id: ID!) {
    deleteInscriptionChatSessionCategory(id: $id) {
      code
      success
      message
    }
  }
`);

export const rateChatMessageDocument = graphql(`
  mutation RateChatMessage($input: UpdateInscriptionChatSessionMessageInput!) {
    updateInscriptionChatSessionMessage(input: $input) {
      code
      success
      message
      inscriptionChatSessionMessage {
        id
        chatHelpful
      }
    }
  }
`);

/** Streamed over SSE by askStream.ts (not through graphql-request). */
export const askQuestionDocument = graphql(`
  subscription AskQuestion($input: AskInscriptionQuestionInput!) {
    askInscriptionQuestion(input: $input) {
      delta
      error
      unsupported
      question {
        ...ChatMessageFields
      }
      answer {
        ...ChatMessageFields
      }
    }
  }
`);

export const prepareAnswersDocument = graphql(`
  mutation PrepareInscriptionAnswers($inscriptionId: ID!) {
    prepareInscriptionAnswers(inscriptionId: $inscriptionId)
  }
`);
