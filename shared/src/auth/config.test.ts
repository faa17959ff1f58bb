import { BOOT_DATA_ELEMENT_ID } from '@inscriptions/contracts';
import { resetBootData } from '../federation/bootData';
import { loadAppConfig, resetAppConfig } from './config';

const CONFIG = {
  oidc: { authority: 'http://localhost/oidc', clientId: 'web', scope: 'openid', metadata: { issuer: 'http://localhost/oidc' } },
  accounts: true,
  speech: { listenUrl: '/speech/listen', provider: 'server' },
};

function answer(body: unknown) {
  const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => body }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

beforeEach(() => {
  resetAppConfig();
  resetBootData();
  document.body.innerHTML = '';
});

describe('loadAppConfig', () => {
  it('reads the configuration the server wrote into the page, without a request', async () => {
    document.body.innerHTML = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${JSON.stringify({ appConfig: CONFIG })}</script>`;
    const fetchMock = answer({});
    await expect(loadAppConfig()).resolves.toEqual(CONFIG);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches /app-config.json when the page carries none, or carries a malformed one', async () => {
    const fetchMock = answer({ ...CONFIG, speech: { listenUrl: '', provider: 'server' } });
    await expect(loadAppConfig()).resolves.toEqual({ ...CONFIG, speech: { listenUrl: null, provider: null } });
    expect(fetchMock).toHaveBeenCalledWith('/app-config.json', expect.anything());

    resetAppConfig();
    resetBootData();
    document.body.innerHTML = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">{"appConfig": {"oidc": 1}}</script>`;
    answer(CONFIG);
    await expect(loadAppConfig()).resolves.toEqual(CONFIG);
  });

  it('refuses a malformed /app-config.json and retries on the next call', async () => {
    answer({ oidc: null });
    await expect(loadAppConfig()).rejects.toThrow('/app-config.json is malformed');
    answer(CONFIG);
    await expect(loadAppConfig()).resolves.toEqual(CONFIG);
  });

  it("names the streaming provider; a server that names none streams in its own socket's protocol", async () => {
    const assembly = { listenUrl: 'wss://streaming.assemblyai.com/v3/ws', provider: 'assemblyai' };
    answer({ ...CONFIG, speech: assembly });
    await expect(loadAppConfig()).resolves.toEqual({ ...CONFIG, speech: assembly });
    resetAppConfig();
    answer({ ...CONFIG, speech: { listenUrl: '/speech/listen' } });
    await expect(loadAppConfig()).resolves.toEqual({ ...CONFIG, speech: { listenUrl: '/speech/listen', provider: 'server' } });
    resetAppConfig();
    answer({ ...CONFIG, speech: { listenUrl: '/speech/listen', provider: 'elsewhere' } });
    await expect(loadAppConfig()).resolves.toEqual({ ...CONFIG, speech: { listenUrl: '/speech/listen', provider: 'server' } });
  });
});
