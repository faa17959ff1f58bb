import '../../../test/fakeIndexedDb';
import { decodeWav, encodeWav } from '../../common/audio/wav';
import { clearDraft, loadDraft, saveDraft } from './draftStore';

describe('entry draft store (IndexedDB)', () => {
  const draft = { title: 'T', text: 'Body', isPrivate: true, date: '2026-11-01', savedAt: '2026-11-01T10:00:00.000Z' };

  it('keeps one draft per inscription until cleared', async () => {
    expect(await loadDraft('a')).toBeNull();
    await saveDraft('a', draft);
    await saveDraft('b', { ...draft, title: 'other' });
    expect(await loadDraft('a')).toEqual(draft);
    expect((await loadDraft('b'))?.title).toBe('other');
    await clearDraft('a');
    expect(await loadDraft('a')).toBeNull();
    expect(await loadDraft('b')).not.toBeNull();
  });

  it('keeps the recording in progress and the answers with the fields', async () => {
    const samples = Int16Array.from({ length: 16_000 }, (_, i) => (i % 200) - 100);
    await saveDraft('rec', { ...draft, audio: encodeWav(samples, 16_000), answers: { q1: '7' } });
    const restored = await loadDraft('rec');
    expect(restored?.answers).toEqual({ q1: '7' });
    const wav = decodeWav(restored!.audio!);
    expect(wav?.sampleRate).toBe(16_000);
    expect(Array.from(wav!.samples.slice(0, 3))).toEqual([-100, -99, -98]);
    expect(wav!.samples).toHaveLength(16_000);
  });
});
