// IndexedDB for jsdom tests. jsdom has no structuredClone, which fake-indexeddb uses to store values.
import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';

if (typeof globalThis.structuredClone === 'undefined') {
  globalThis.structuredClone = <T>(value: T): T => deserialize(serialize(value)) as T;
}
