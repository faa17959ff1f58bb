import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DICTATION_AUDIO_DESTINATION,
  DICTATION_RECORDING_KEPT,
  type LiveSpeechProvider,
} from '@inscriptions/contracts';
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

type Scope = { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
class Recognition {}

function Step() {
  const engine = useDictationEngine();
  return (
    <ThemeProvider theme={theme}>
      <PrivacyStep isPrivate={false} onPrivateChange={() => {}} engine={engine} onContinue={() => {}} />
      <output data-testid="engine">{engine.engine}</output>
    </ThemeProvider>
  );
}

/** Renders the step once the browser said where its recognition hears. */
async function renderStep() {
  const view = render(<Step />);
  await act(async () => {});
  return view;
}

afterEach(() => {
  delete (window as Scope).SpeechRecognition;
  delete (window as Scope).webkitSpeechRecognition;
  window.localStorage.clear();
  provider = 'server';
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
