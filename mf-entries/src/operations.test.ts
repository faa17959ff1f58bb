import { inscriptionEntryDocument, updateInscriptionEntryDocument } from './features/entry-settings/api/operations';
import { createInscriptionEntryDocument } from './features/new-entry/api/operations';
import { inscriptionEntriesPagedDocument } from './features/common/api/operations';
import { searchInscriptionEntriesDocument } from './features/select-entry/api/operations';

// The documents are their text (documentMode 'string'): the fragments sent are those it defines.
const fragmentsOf = (doc: { valueOf(): string }) =>
  [...doc.valueOf().matchAll(/\bfragment\s+(\w+)\s+on\b/g)].map(([, name]) => name);

describe('entry operations', () => {
  it.each([
    ['InscriptionEntriesPaged', inscriptionEntriesPagedDocument],
    ['SearchInscriptionEntries', searchInscriptionEntriesDocument],
    ['CreateInscriptionEntry', createInscriptionEntryDocument],
    ['UpdateInscriptionEntry', updateInscriptionEntryDocument],
    ['InscriptionEntry', inscriptionEntryDocument],
  ])('%s sends the shared entry fragment with it, once', (_name, doc) => {
    // The server rejects a spread whose fragment is not in the same request.
    expect(fragmentsOf(doc)).toEqual(['InscriptionEntryFields']);
  });
});
