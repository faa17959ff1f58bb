import { graphql } from './generated';

/**
 * Field lists every area reads, as fragments: the client preset appends a fragment to each
 * document that spreads it. Remotes' codegen reads this file too (shared/build/codegen.ts).
 */
export const userFieldsFragment = graphql(`
  fragment UserFields on User {
    id
    fullName
    email
    bio
    quote
    timezone
    profileImageUrl
    dateCreated
    dateUpdated
  }
`);

export const inscriptionFieldsFragment = graphql(`
  fragment InscriptionFields on Inscription {
    id
    name
    about
    category
    isPrivate
    allowExternalAi
    logoImageUrl
    entryCount
    dateCreated
    dateUpdated
  }
`);

export const reminderFieldsFragment = graphql(`
  fragment ReminderFields on UserReminder {
    id
    userId
    reminderType
    reminderTime
    reminderFrequencyType
    reminderFrequency
    reminderWeekDays
    isActive
    dateCreated
    dateUpdated
  }
`);
