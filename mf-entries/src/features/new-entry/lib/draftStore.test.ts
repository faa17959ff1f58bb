import '../../../test/fakeIndexedDb';
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
});
