import { useQuery } from '@tanstack/react-query';
import { gqlRequest } from './client';
import { graphql } from './generated';
import { queryKeys } from './queries';

export const aiSettingsDocument = graphql(`
  query ChatAiSettings {
    chatAiSettings {
      engine
      webSources
    }
  }
`);

/** What the server's AI is (its engine, whether web search is set up): the chat, the settings page and the recording flow say it. */
export const useAiSettings = () =>
  useQuery({
    queryKey: queryKeys.chat.settings(),
    queryFn: async ({ signal }) => (await gqlRequest(aiSettingsDocument, {}, { signal })).chatAiSettings,
  });
