import '../../../test/fakeIndexedDb';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AUDIO_UPLOAD_RETRY_DELAYS_MS, RECORDING_UPLOADED, RECORDING_UPLOAD_WAITING } from '@inscriptions/contracts';
import { gqlRequest, QueryClientProvider } from '@inscriptions/shared/api';
import { theme, ThemeProvider } from '@inscriptions/shared/ui';
import { makeEntries, operationName } from '../../../test/fakeServer';
import { createTestQueryClient } from '../../../test/render';
import { encodeWav } from '../../common/audio/wav';
import { pendingUploadsOf } from '../../common/audio/pendingUploads';
import { PendingUploads } from '../../common/components/PendingUploads';
import { emptyForm } from '../hooks/useEntryDraft';
import { submitEntry } from './submitEntry';

jest.mock('../../../../../shared/src/api/client', () => ({
  ...jest.requireActual('../../../../../shared/src/api/client'),
  gqlRequest: jest.fn(),
}));
const mocked = gqlRequest as jest.MockedFunction<typeof gqlRequest>;

const samples = Int16Array.from({ length: 16_000 }, (_, i) => (i * 7) % 3000);
const wav = encodeWav(samples, 16_000);
const recording = () => new Blob([wav], { type: 'audio/wav' });

let run = 0;
let inscriptionId = '';
let entryId = '';
const puts: { url: string; bytes: Uint8Array }[] = [];
/** Answers of the upload URL, in order: false fails (a server error), true stores the file. */
let uploads: boolean[] = [];

beforeEach(() => {
  run += 1;
  inscriptionId = `ins-${run}`;
  entryId = `entry-${run}`;
  puts.length = 0;
  mocked.mockReset();
  let urls = 0;
  mocked.mockImplementation((async (doc: unknown, variables: { input: { id?: string } }) => {
    const entry = { ...makeEntries(1)[0]!, id: entryId, inscriptionId };
    if (operationName(doc) === 'CreateInscriptionEntry')
      return {
        createInscriptionEntry: {
          code: '200',
          success: true,
          message: 'ok',
          inscriptionEntry: { ...entry, audioUploadUrl: '/upload/first' },
        },
      };
    // Every retry asks for a fresh upload URL of its own entry.
    urls += 1;
    expect(variables.input.id).toBe(entryId);
    return {
      updateInscriptionEntry: {
        code: '200',
        success: true,
        message: 'ok',
        inscriptionEntry: { id: entryId, audioUrl: null, audioUploadUrl: `/upload/fresh-${urls}` },
      },
    };
  }) as never);
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const body = init?.body as Blob;
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(body);
    });
    puts.push({ url: String(url), bytes });
    const ok = uploads.shift() ?? false;
    return { ok, status: ok ? 200 : 503, json: async () => (ok ? { url: '/audio/stored' } : {}) } as Response;
  }) as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const submit = () =>
  submitEntry(inscriptionId, { ...emptyForm(), title: 'Long walk', text: 'Spoken.' }, {}, [], recording());

const renderNotice = (id: string) =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ThemeProvider theme={theme}>
        <PendingUploads inscriptionId={id} />
      </ThemeProvider>
    </QueryClientProvider>,
  );

describe('a recording whose upload fails', () => {
  it('is kept on the device (its entry is created), for its own inscription only', async () => {
    uploads = [false];
    const entry = await submit();
    expect(entry.id).toBe(entryId);
    expect(puts.map((p) => p.url)).toEqual(['/upload/first']);
    const kept = await pendingUploadsOf(inscriptionId);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.entryId).toBe(entryId);
    expect(new Uint8Array(kept[0]!.audio)).toEqual(new Uint8Array(wav));
    expect(await pendingUploadsOf('another-inscription')).toEqual([]);
  });

  it('is retried from the device until it is uploaded, with a visible state, and then forgotten', async () => {
    uploads = [false, false, true];
    await submit();
    jest.useFakeTimers();
    renderNotice(inscriptionId);
    const notice = await screen.findByTestId('pending-uploads');
    expect(notice).toHaveAttribute('data-status', 'waiting');
    expect(notice).toHaveTextContent(RECORDING_UPLOAD_WAITING);
    expect(screen.getByRole('button', { name: 'Send it now' })).toBeInTheDocument();

    // The first retry fails again: still kept, still said, tried again later.
    await act(() => jest.advanceTimersByTimeAsync(AUDIO_UPLOAD_RETRY_DELAYS_MS[0]));
    await waitFor(() => expect(puts.map((p) => p.url)).toEqual(['/upload/first', '/upload/fresh-1']));
    await waitFor(() => expect(screen.getByTestId('pending-uploads')).toHaveAttribute('data-status', 'waiting'));
    expect(await pendingUploadsOf(inscriptionId)).toHaveLength(1);

    await act(() => jest.advanceTimersByTimeAsync(AUDIO_UPLOAD_RETRY_DELAYS_MS[1]));
    await waitFor(() => expect(screen.getByTestId('pending-uploads')).toHaveAttribute('data-status', 'uploaded'));
    expect(puts.map((p) => p.url)).toEqual(['/upload/first', '/upload/fresh-1', '/upload/fresh-2']);
    // The very recording is sent, byte for byte.
    expect(puts[2]!.bytes).toEqual(new Uint8Array(wav));
    expect(screen.getByTestId('pending-uploads')).toHaveTextContent(RECORDING_UPLOADED);
    expect(await pendingUploadsOf(inscriptionId)).toEqual([]);

    // Nothing left: no more tries.
    await act(() => jest.advanceTimersByTimeAsync(AUDIO_UPLOAD_RETRY_DELAYS_MS[3] * 2));
    expect(puts).toHaveLength(3);
  });

  it("another inscription's entries page neither shows nor sends it", async () => {
    uploads = [false, true];
    await submit();
    jest.useFakeTimers();
    renderNotice('another-inscription');
    await act(() => jest.advanceTimersByTimeAsync(AUDIO_UPLOAD_RETRY_DELAYS_MS[0] * 2));
    expect(screen.queryByTestId('pending-uploads')).toBeNull();
    expect(puts).toHaveLength(1);
    // Its own inscription's page still finds it.
    renderNotice(inscriptionId);
    expect(await screen.findByTestId('pending-uploads')).toHaveAttribute('data-status', 'waiting');
  });

  it('is sent at once when asked, and forgotten when its entry was deleted meanwhile', async () => {
    uploads = [false];
    await submit();
    mocked.mockImplementation((async () => ({
      updateInscriptionEntry: {
        code: '404',
        success: false,
        message: 'Inscription entry not found',
        inscriptionEntry: null,
      },
    })) as never);
    renderNotice(inscriptionId);
    const send = await screen.findByRole('button', { name: 'Send it now' });
    await act(async () => send.click());
    await waitFor(async () => expect(await pendingUploadsOf(inscriptionId)).toEqual([]));
    expect(puts).toHaveLength(1);
  });
});
