import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config';
import { EmbeddedEngine } from './embedded/engine';
import { loadGeneralModel } from './embedded/generalModel';
import { OpenAiCompatibleEngine } from './engines/openaiCompatible';
import { createSpeech, type Speech } from './speech';
import { concat, silence, synthesisUnavailable, synthesize } from './synthesis';

/** The speech module as the server builds it from these environment variables. */
function speechFrom(env: Record<string, string>): Speech {
  const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'speech-env-')), ...env });
  return createSpeech({ ...config.speech, allowedOrigins: [] });
}

/** What the engine hears in `samples`, streamed in 100 ms chunks as one live utterance. */
async function hear(speech: Speech, samples: Int16Array): Promise<string[]> {
  const recognizer = await speech.engine!.open({ userId: 'u', language: 'en-US', onPartial: () => {}, live: true });
  try {
    for (let offset = 0; offset < samples.length; offset += 1600) {
      await recognizer.write(samples.slice(offset, offset + 1600));
    }
    return (await recognizer.end()).map((w) => w.word);
  } finally {
    recognizer.close();
  }
}

describe('the engine follows the configuration', () => {
  test('SPEECH_ENGINE picks the embedded engine (default), an OpenAI-compatible server, or none', async () => {
    const embedded = speechFrom({});
    const openai = speechFrom({ SPEECH_ENGINE: 'openai', SPEECH_OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
    const off = speechFrom({ SPEECH_ENGINE: 'off' });
    // Without a server to send to, the OpenAI-compatible engine is off rather than failing at each session.
    const openaiWithoutServer = speechFrom({ SPEECH_ENGINE: 'openai' });
    try {
      expect(embedded.engine).toBeInstanceOf(EmbeddedEngine);
      expect(embedded.clientConfig().provider).toBe('server');
      expect(openai.engine).toBeInstanceOf(OpenAiCompatibleEngine);
      expect(openai.clientConfig().provider).toBe('relay');
      expect(off.engine).toBeNull();
      expect(openaiWithoutServer.engine).toBeNull();
      expect(await off.serviceToken('u', 'DEEPGRAM')).toBeNull();
    } finally {
      await Promise.all([embedded, openai, off, openaiWithoutServer].map((s) => s.close()));
    }
  });

  const missing = synthesisUnavailable();
  (missing ? test.skip : test)(
    'SPEECH_EMBEDDED_VOCABULARY bounds the words the embedded engine can answer with',
    async () => {
      const top = new Set(loadGeneralModel().words.slice(0, 300));
      // brother, moving, city and month rank 300-900 in the general model.
      const audio = concat(silence(200), synthesize('my brother is moving to a new city next month'), silence(300));
      const small = speechFrom({ SPEECH_EMBEDDED_VOCABULARY: '300', SPEECH_EMBEDDED_BIGRAMS: '0' });
      const larger = speechFrom({ SPEECH_EMBEDDED_VOCABULARY: '2000', SPEECH_EMBEDDED_BIGRAMS: '0' });
      try {
        const fromSmall = await hear(small, audio);
        const fromLarger = await hear(larger, audio);
        expect(fromSmall.length).toBeGreaterThan(0);
        expect(fromSmall.filter((w) => !top.has(w))).toEqual([]);
        expect(fromLarger.filter((w) => !top.has(w)).length).toBeGreaterThan(0);
      } finally {
        await Promise.all([small.close(), larger.close()]);
      }
    },
    120_000,
  );
});
