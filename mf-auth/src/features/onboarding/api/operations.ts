import { graphql } from '../../../generated';

export const onboardingUserDocument = graphql(`
  query OnboardingUser {
    user {
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
  }
`);

export const createUserDocument = graphql(`
  mutation OnboardingCreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      code
      success
      message
      user {
        id
        fullName
        email
        bio
        quote
        timezone
        profileImageUrl
        profileImageUploadUrl
        dateCreated
        dateUpdated
      }
    }
  }
`);

export const updateUserDocument = graphql(`
  mutation OnboardingUpdateUser($input: UpdateUserInput!) {
    updateUser(input: $input) {
      code
      success
      message
      user {
        id
        fullName
        email
        bio
        quote
        timezone
        profileImageUrl
        profileImageUploadUrl
        dateCreated
        dateUpdated
      }
    }
  }
`);

export const userRemindersDocument = graphql(`
  query OnboardingUserReminders {
    userReminders {
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
  }
`);

export const createUserReminderDocument = graphql(`
  mutation OnboardingCreateUserReminder($input: CreateUserReminderInput!) {
    createUserReminder(input: $input) {
      code
      success
      message
      userReminder {
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
    }
  }
`);

export const updateUserReminderDocument = graphql(`
  mutation OnboardingUpdateUserReminder($input: UpdateUserReminderInput!) {
    updateUserReminder(input: $input) {
      code
      success
      message
      userReminder {
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
    }
  }
`);

export const createInscriptionDocument = graphql(`
  mutation OnboardingCreateInscription($input: CreateInscriptionInput!) {
    createInscription(input: $input) {
      code
      success
      message
      inscription {
        id
        name
        about
        category
        isPrivate
        logoImageUrl
        logoImageUploadUrl
        entryCount
        dateCreated
        dateUpdated
      }
    }
  }
`);
