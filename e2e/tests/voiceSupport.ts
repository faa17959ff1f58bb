import type { APIRequestContext, Page } from '@playwright/test';
import { accessTokenOf, confirmedAccount, graphql, signInThroughUi } from './support';

/** A signed-in user with a profile and one inscription without entries (still in the onboarding). */
export async function signedInUser(page: Page, request: APIRequestContext, baseURL: string | undefined) {
  const email = await confirmedAccount(request, baseURL);
  await signInThroughUi(page, email);
  const token = await accessTokenOf(page);
  await graphql(
    request,
    token,
    `
      mutation ($input: CreateUserInput!) {
        createUser(input: $input) {
          code
        }
      }
    `,
    {
      input: { fullName: 'Ada Lovelace', email, timezone: 'Europe/London', bio: '', quote: '' },
    },
  );
  const { createInscription } = await graphql<{ createInscription: { inscription: { id: string } } }>(
    request,
    token,
    `
      mutation ($input: CreateInscriptionInput!) {
        createInscription(input: $input) {
          inscription {
            id
          }
        }
      }
    `,
    {
      input: {
        name: 'Coffee cart',
        about: 'A mobile coffee business',
        category: 'CONSUMER_SERVICES',
        isPrivate: false,
      },
    },
  );
  return { token, inscriptionId: createInscription.inscription.id };
}

/** Adds an entry through the API. */
export async function addEntry(
  request: APIRequestContext,
  token: string,
  inscriptionId: string,
  name: string,
  transcript: string,
) {
  const { createInscriptionEntry } = await graphql<{ createInscriptionEntry: { inscriptionEntry: { id: string } } }>(
    request,
    token,
    `
      mutation ($input: CreateInscriptionEntryInput!) {
        createInscriptionEntry(input: $input) {
          inscriptionEntry {
            id
          }
        }
      }
    `,
    { input: { inscriptionId, name, transcript } },
  );
  return createInscriptionEntry.inscriptionEntry.id;
}
