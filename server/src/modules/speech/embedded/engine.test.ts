import type { Recognizer } from '../engines/types';
import { EmbeddedEngine } from './engine';
import { EngineWorker } from './workerClient';

// A small general model builds in a fraction of a second; the pooling does not depend on its size.
const SIZE = { generalVocabulary: 300, generalBigrams: 0 };
const noise = Int16Array.from({ length: 4800 }, (_, i) => Math.round(3000 * Math.sin(i / 5) * Math.sin(i / 170)));

/** Which worker decodes each utterance: the workers that receive 'start'. */
function watchStarts(): { starts: EngineWorker[]; restore(): void } {
  const starts: EngineWorker[] = [];
  const original = EngineWorker.prototype.call;
  const spy = jest.spyOn(EngineWorker.prototype, 'call').mockImplementation(function (this: EngineWorker, ...args) {
    if (args[0].op === 'start') starts.push(this);
    return original.apply(this, args) as never;
  });
  return { starts, restore: () => spy.mockRestore() };
}

async function utterance(recognizer: Recognizer): Promise<void> {
  for (let offset = 0; offset < noise.length; offset += 1600) await recognizer.write(noise.slice(offset, offset + 1600));
  await recognizer.end();
}

describe('the embedded engine’s workers', () => {
  jest.setTimeout(120_000);
  const context = { userId: 'u', language: 'en-US', onPartial: () => {}, live: true };

  test('a session’s general-model worker serves the next session instead of a new build', async () => {
    const engine = new EmbeddedEngine(SIZE);
    const { starts, restore } = watchStarts();
    try {
      await engine.prepare();
      const first = await engine.open(context);
      await utterance(first);
      first.close();
      const second = await engine.open(context);
      await utterance(second);
      second.close();
      expect(starts).toHaveLength(2);
      expect(starts[1]).toBe(starts[0]);
      expect(starts[0]!.failed).toBe(false);
    } finally {
      restore();
      await engine.close();
    }
  });

  test('a worker that learned a user’s words never serves another session', async () => {
    const engine = new EmbeddedEngine({ ...SIZE, adaptationTexts: async (userId) => (userId === 'u' ? ['zyxplonk'] : []) });
    const { starts, restore } = watchStarts();
    try {
      // No spare ready yet: the first session decodes with its user's model.
      const adapted = await engine.open(context);
      await utterance(adapted);
      adapted.close();
      const other = await engine.open({ ...context, userId: 'someone else' });
      await utterance(other);
      other.close();
      expect(starts).toHaveLength(2);
      expect(starts[1]).not.toBe(starts[0]);
      expect(starts[0]!.failed).toBe(true);
    } finally {
      restore();
      await engine.close();
    }
  });
});
