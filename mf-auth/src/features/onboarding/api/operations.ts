import { graphql } from '../../../generated';

export const onboardingUserDocument = graphql(`
  query OnboardingUser {
    user {
      ...UserFields
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
        ...UserFields
        profileImageUploadUrl
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
        ...UserFields
        profileImageUploadUrl
      }
    }
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

export const userRemindersDocument = graphql(`
  query OnboardingUserReminders {
    userReminders {
      ...ReminderFields
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
        ...ReminderFields
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
        ...ReminderFields
      }
    }
  }
`);
