import { test } from 'node:test';
import assert from 'node:assert/strict';
import { regionsOf, rssMb, rollup } from './proc-memory.mjs';

/** One smaps entry: a header line and its Rss (kB). */
const entry = (start, end, perms, name, rssKb) =>
  `${start}-${end} ${perms} 00000000 00:00 0 ${name}\nSize: 0 kB\nRss: ${rssKb} kB\nPss: ${rssKb} kB\n`;

test('regionsOf sorts the mappings of an smaps text by kind', () => {
  const smaps = [
    entry('555555554000', '555555600000', 'r-xp', '/usr/bin/node', 20480),
    entry('555556000000', '555558000000', 'rw-p', '[heap]', 30720),
    // A glibc thread arena: its read-write head at a 64 MB boundary, the rest of the 64 MB reserved.
    entry('7f0004000000', '7f0004400000', 'rw-p', '', 4096),
    entry('7f0004400000', '7f0008000000', '---p', '', 0),
    // A WebAssembly memory: 48 MB in use at the start of a 10 GB reservation.
    entry('7f1000000000', '7f1003000000', 'rw-p', '', 49152),
    entry('7f1003000000', '7f1280000000', '---p', '', 0),
    // V8: two 256 KB heap pages joined, and generated code.
    entry('3b6689000000', '3b6689080000', 'rw-p', '', 512),
    entry('3b668a000000', '3b668a040000', 'rwxp', '', 256),
    // malloc's own mapping of a 200 KB block, a 4 MB mapping, and a stack.
    entry('7f2000001000', '7f2000034000', 'rw-p', '', 204),
    entry('7f3000001000', '7f3000401000', 'rw-p', '', 4096),
    entry('7ffd00000000', '7ffd00021000', 'rw-p', '[stack]', 132),
  ].join('');
  const r = regionsOf(smaps);
  assert.deepEqual(
    {
      heap: r.heap,
      arenas: r.arenas,
      code: r.code,
      bigReservations: r.bigReservations,
      v8Pages: r.v8Pages,
      anonSmall: r.anonSmall,
      anonMid: r.anonMid,
      anonLarge: r.anonLarge,
      files: r.files,
      other: r.other,
    },
    {
      heap: 30,
      arenas: 4,
      code: 0.3,
      bigReservations: 48,
      v8Pages: 0.5,
      anonSmall: 0.2,
      anonMid: 4,
      anonLarge: 0,
      files: 20,
      other: 0.1,
    },
  );
  assert.equal(r.anonCount, 8);
  assert.deepEqual(r.largest[0], { at: '7f1000000000', sizeMb: 48, rssMb: 48, kind: 'bigReservations' });
});

test('rssMb and rollup read this process', () => {
  const rss = rssMb(process.pid);
  const r = rollup(process.pid);
  assert.ok(rss > 10, `${rss} MB`);
  assert.ok(r.rss > 10 && r.anon > 0 && Math.abs(r.rss - r.anon - r.file) < 0.2, JSON.stringify(r));
});
