import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DICTATION_AUDIO_DESTINATION,
  DICTATION_RECORDING_KEPT,
  entrySharingNotice,
  type LiveSpeechProvider,
} from '@inscriptions/contracts';
import { gqlRequest, QueryClient, QueryClientProvider } from '@inscriptions/shared/api';
import { STORAGE_KEYS } from '@inscriptions/shared/constants';
import { theme, ThemeProvider } from '@inscriptions/shared/ui';
import { useDictationEngine } from '../hooks/useDictationEngine';
import { PrivacyStep } from './PrivacyStep';

let provider: LiveSpeechProvider | null = 'server';
jest.mock('../../../../../shared/src/auth/config', () => ({
  ...jest.requireActual('../../../../../shared/src/auth/config'),
  useAppConfig: () => ({
    oidc: {},
    accounts: true,
    speech: { listenUrl: provider ? 'wss://somewhere/listen' : null, provider },
  }),
}));

jest.mock('../../../../../shared/src/api/client', () => ({
  ...jest.requireActual('../../../../../shared/src/api/client'),
  gqlRequest: jest.fn(),
}));
const mocked = gqlRequest as jest.MockedFunction<typeof gqlRequest>;
/** The server's AI (ChatAiSettings.engine). */
let aiEngine = 'offline';
let inscription = { isPrivate: false, allowExternalAi: false };

type Scope = { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
class Recognition {}

function Step() {
  const engine = useDictationEngine();
  const [isPrivate, setPrivate] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <PrivacyStep
        isPrivate={isPrivate}
        onPrivateChange={setPrivate}
        engine={engine}
        inscription={inscription}
        onContinue={() => {}}
      />
      <output data-testid="engine">{engine.engine}</output>
    </ThemeProvider>
  );
}

/** Renders the step once the browser said where its recognition hears. */
async function renderStep() {
  mocked.mockResolvedValue({ chatAiSettings: { engine: aiEngine, webSources: false } } as never);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <Step />
    </QueryClientProvider>,
  );
  await act(async () => {});
  return view;
}

afterEach(() => {
  delete (window as Scope).SpeechRecognition;
  delete (window as Scope).webkitSpeechRecognition;
  window.localStorage.clear();
  provider = 'server';
  aiEngine = 'offline';
  inscription = { isPrivate: false, allowExternalAi: false };
  mocked.mockReset();
});

describe('the privacy step says where the voice goes', () => {
  it.each([
    ['server', DICTATION_AUDIO_DESTINATION.server],
    ['relay', DICTATION_AUDIO_DESTINATION.relay],
    ['deepgram', DICTATION_AUDIO_DESTINATION.deepgram],
    ['assemblyai', DICTATION_AUDIO_DESTINATION.assemblyai],
    [null, DICTATION_AUDIO_DESTINATION.none],
  ] as const)(
    'streaming to %s, without browser recognition: one engine, stated plainly',
    async (streamTo, destination) => {
      provider = streamTo;
      await renderStep();
      expect(screen.getByTestId('dictation-destination')).toHaveTextContent(destination);
      expect(screen.queryByRole('radio')).not.toBeInTheDocument();
      expect(screen.getByText(DICTATION_RECORDING_KEPT)).toBeInTheDocument();
    },
  );

  it("offers the browser's recognition where it has one, at its maker's service unless it says on-device; the choice is kept on this device", async () => {
    provider = 'assemblyai';
    (window as Scope).webkitSpeechRecognition = Recognition;
    const user = userEvent.setup();
    const { unmount } = await renderStep();
    const stream = screen.getByRole('radio', { name: /AssemblyAI/ });
    const browser = screen.getByRole('radio', { name: /Your browser's speech recognition/ });
    expect(stream).toBeChecked();
    expect(stream).toHaveAccessibleName(expect.stringContaining(DICTATION_AUDIO_DESTINATION.assemblyai));
    expect(browser).toHaveAccessibleName(expect.stringContaining(DICTATION_AUDIO_DESTINATION.browserService));
    await user.click(browser);
    expect(browser).toBeChecked();
    expect(screen.getByTestId('engine')).toHaveTextContent('browser');
    expect(window.localStorage.getItem(STORAGE_KEYS.dictationEngine)).toBe('browser');
    unmount();
    await renderStep();
    expect(screen.getByRole('radio', { name: /Your browser's speech recognition/ })).toBeChecked();
  });

  it('says the audio stays on the device where the browser says US English is recognised there', async () => {
    (window as Scope).SpeechRecognition = Object.assign(class extends Recognition {}, {
      available: async ({ processLocally }: { processLocally: boolean }) =>
        processLocally ? 'available' : 'unavailable',
    });
    await renderStep();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /on this device/ })).toHaveAccessibleName(
        expect.stringContaining(DICTATION_AUDIO_DESTINATION.browserOnDevice),
      ),
    );
    expect(screen.getByRole('radio', { name: /This app's speech service/ })).toBeChecked();
  });

  it('forgets a stored browser choice in a browser without recognition', async () => {
    window.localStorage.setItem(STORAGE_KEYS.dictationEngine, 'browser');
    await renderStep();
    expect(screen.getByTestId('engine')).toHaveTextContent('stream');
  });
});

describe('the privacy step says whether an external language model reads the entry', () => {
  const notice = (state: { inscriptionPrivate: boolean; allowExternalAi: boolean; entryPrivate: boolean }) =>
    entrySharingNotice({ external: true, ...state })!;

  it('sharing off (the default): sent while public, kept from it once marked private', async () => {
    aiEngine = 'openai';
    const user = userEvent.setup();
    await renderStep();
    const said = await screen.findByTestId('external-ai-notice');
    expect(said).toHaveTextContent(notice({ inscriptionPrivate: false, allowExternalAi: false, entryPrivate: false }));
    await user.click(screen.getByRole('button', { name: 'Private' }));
    expect(said).toHaveTextContent(notice({ inscriptionPrivate: false, allowExternalAi: false, entryPrivate: true }));
    expect(said).toHaveTextContent('is not sent to it');
  });

  it('says a private inscription keeps every entry from it, unless its sharing is on', async () => {
    aiEngine = 'openai';
    inscription = { isPrivate: true, allowExternalAi: false };
    const { unmount } = await renderStep();
    expect(await screen.findByTestId('external-ai-notice')).toHaveTextContent(
      notice({ inscriptionPrivate: true, allowExternalAi: false, entryPrivate: false }),
    );
    unmount();
    inscription = { isPrivate: true, allowExternalAi: true };
    await renderStep();
    expect(await screen.findByTestId('external-ai-notice')).toHaveTextContent('even when private');
  });

  it('says nothing of it while the server uses its own AI', async () => {
    await renderStep();
    await waitFor(() => expect(mocked).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByTestId('external-ai-notice')).not.toBeInTheDocument();
  });
});
