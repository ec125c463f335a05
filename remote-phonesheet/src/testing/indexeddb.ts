// IndexedDB for tests: fake-indexeddb, which copies values with structuredClone (jsdom has none;
// Node's serializer copies the same plain data).
import { deserialize, serialize } from 'node:v8';

if (typeof globalThis.structuredClone === 'undefined') {
  globalThis.structuredClone = (<T>(value: T): T =>
    deserialize(serialize(value)) as T) as typeof structuredClone;
}
import 'fake-indexeddb/auto';
