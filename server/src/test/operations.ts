/** GraphQL documents shared by the server tests. */
export const F = {
  inscription: 'id name about category isPrivate allowExternalAi logoImageUrl logoImageUploadUrl entryCount dateCreated dateUpdated',
  entry:
    'id inscriptionId name transcript audioUrl audioUploadUrl isMuted isPrivate isImportant dateRecorded dateCreated dateUpdated questionAnswers { id answer }',
  question: 'id inscriptionId questionType question min max dateCreated dateUpdated',
  answer: 'id inscriptionQuestionId inscriptionEntryId answer dateCreated dateUpdated',
  timeline: 'id inscriptionId title summary scale year month week dateCreated dateUpdated',
  user: 'id fullName email bio quote timezone profileImageUrl profileImageUploadUrl dateCreated dateUpdated',
  reminder:
    'id userId reminderType reminderTime reminderFrequencyType reminderFrequency reminderWeekDays isActive dateCreated dateUpdated',
  social: 'id userId platform platformUserUrl dateCreated dateUpdated',
  category: 'id categoryName inscriptionId dateCreated dateUpdated',
  session:
    'id inscriptionId inscriptionChatSessionCategoryId chatShortSummary chatLongSummary queryFrom fetchUsing dateCreated dateUpdated',
  message:
    'id inscriptionChatSessionId chatRole chatContent chatHelpful externalSources inscriptionEntrySources { id name } dateCreated dateUpdated',
};

/** mutation(name, InputType, objectField, fields) → document taking $input. */
export const mutation = (name: string, inputType: string, field: string, fields: string): string =>
  `mutation($input: ${inputType}!) { ${name}(input: $input) { code success message ${field} { ${fields} } } }`;

/** mutation taking a plain $id: ID! argument (chat deletes). */
export const mutationById = (name: string, field: string, fields: string): string =>
  `mutation($id: ID!) { ${name}(id: $id) { code success message ${field} { ${fields} } } }`;
