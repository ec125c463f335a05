// A process's resident memory by kind of region, from /proc/<pid>/smaps_rollup and /proc/<pid>/smaps
// (Linux). For the soak (bench/soak.mjs): which region grows when RSS grows.
import fs from 'node:fs';

const MB = 1024;
const round = (kb) => Math.round((kb / MB) * 10) / 10;
const V8_PAGE = 256 * 1024; // V8's heap pages: 256 KB, aligned to their size
const ARENA = 64 * 1024 * 1024; // glibc's HEAP_MAX_SIZE on 64-bit: a thread arena is one aligned 64 MB mapping

/** VmRSS, MB. */
export const rssMb = (pid) =>
  round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]));

/** smaps_rollup's Rss, Anonymous and the file-backed rest, MB. */
export function rollup(pid) {
  const text = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return {
    rss: round(field('Rss')),
    anon: round(field('Anonymous')),
    file: round(field('Rss') - field('Anonymous')),
  };
}

/** The mappings of an smaps text: start, end (numbers), perms, name, rssKb. */
function mappings(smaps) {
  const out = [];
  for (const line of smaps.split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S{4}) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      out.push({
        start: parseInt(head[1], 16),
        end: parseInt(head[2], 16),
        perms: head[3],
        name: head[4],
        rssKb: 0,
      });
      continue;
    }
    const rss = /^Rss:\s+(\d+)/.exec(line);
    if (rss) out[out.length - 1].rssKb = Number(rss[1]);
  }
  return out;
}

/**
 * RSS (MB) by kind of region:
 * - `heap`: glibc's main arena ([heap], the brk heap);
 * - `arenas`: glibc's thread arenas (anonymous, 64 MB-aligned runs of 64 MB: read-write head, reserved tail);
 * - `code`: anonymous executable mappings (V8's generated code, WebAssembly's compiled code);
 * - `bigReservations`: anonymous memory in runs of 1 GB or more (V8's WebAssembly memories, reserved with their guard regions);
 * - `v8Pages`: anonymous mappings whose start and size are multiples of 256 KB (V8's heap pages, neighbours joined);
 * - `anonSmall` (< 1 MB mappings: malloc's own mmaps of large blocks, V8's large objects), `anonMid`
 *   (1–16 MB), `anonLarge` (16 MB and more, outside the above): the other anonymous mappings by size;
 * - `files`: file-backed mappings (the binary, libraries, PGlite's files); `other`: stacks and the rest.
 * Also `anonCount` (anonymous mappings) and `largest`: the five anonymous mappings with most RSS (address, size, RSS), to follow one across samples.
 */
export function regionsOf(smaps) {
  const maps = mappings(smaps);
  const sums = {
    heap: 0,
    arenas: 0,
    code: 0,
    bigReservations: 0,
    v8Pages: 0,
    anonSmall: 0,
    anonMid: 0,
    anonLarge: 0,
    files: 0,
    other: 0,
  };
  const anon = (m) => m.name === '';
  // Runs of contiguous anonymous mappings (a reservation is mapped as one, then split by protection).
  const runOf = new Map();
  for (let i = 0; i < maps.length;) {
    let j = i;
    while (anon(maps[i]) && j + 1 < maps.length && anon(maps[j + 1]) && maps[j + 1].start === maps[j].end)
      j++;
    const run = { start: maps[i].start, size: maps[j].end - maps[i].start };
    for (let k = i; k <= j; k++) runOf.set(maps[k], run);
    i = j + 1;
  }
  const largest = [];
  for (const m of maps) {
    const size = m.end - m.start;
    let kind;
    if (m.name === '[heap]') kind = 'heap';
    else if (m.name.startsWith('/')) kind = 'files';
    else if (!anon(m)) kind = 'other';
    else if (m.perms.includes('x')) kind = 'code';
    else {
      const run = runOf.get(m);
      // A thread arena: its start aligned to 64 MB and the mapping within that 64 MB (glibc maps
      // 128 MB and trims it to an aligned 64 MB, so neighbours may join the run).
      const arenaStart = Math.floor(m.start / ARENA) * ARENA;
      if (run.size >= 1024 * 1024 * 1024) kind = 'bigReservations';
      else if (m.start === arenaStart && size <= ARENA && run.size >= ARENA && m.perms.startsWith('rw'))
        kind = 'arenas';
      else if (m.start % V8_PAGE === 0 && size % V8_PAGE === 0) kind = 'v8Pages';
      else if (size < 1024 * 1024) kind = 'anonSmall';
      else if (size < 16 * 1024 * 1024) kind = 'anonMid';
      else kind = 'anonLarge';
      if (m.rssKb > 0)
        largest.push({ at: m.start.toString(16), sizeMb: round(size / 1024), rssMb: round(m.rssKb), kind });
    }
    sums[kind] += m.rssKb;
  }
  largest.sort((a, b) => b.rssMb - a.rssMb);
  return {
    ...Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, round(v)])),
    anonCount: maps.filter(anon).length,
    largest: largest.slice(0, 5),
  };
}

/** regionsOf the process `pid` now. */
export const regions = (pid) => regionsOf(fs.readFileSync(`/proc/${pid}/smaps`, 'utf8'));
