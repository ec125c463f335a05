import { requirePGlite } from '../src/db/database';

// patches/@electric-sql__pglite@0.3.16.patch: PGlite 0.3.16 copied its map of 341 type parsers
// into a new object for every query (≈ 0.14 ms, half of a small query's cost); the patch, the
// fix PGlite itself made in 0.5, copies it only when a query brings parsers of its own.
test('PGlite reads a result without copying its parsers, and still honours a query’s own', async () => {
  const { PGlite } = requirePGlite();
  const pg = new PGlite();
  try {
    await pg.waitReady;
    let copies = 0;
    pg.parsers = new Proxy(pg.parsers, {
      ownKeys(target) {
        copies++;
        return Reflect.ownKeys(target);
      },
    });
    const { rows } = await pg.query<{ n: number; at: Date; list: number[] }>(
      "select 7::int as n, timestamptz '2026-11-21 10:00Z' as at, array[1, 2] as list",
    );
    expect(copies).toBe(0);
    expect(rows[0]?.n).toBe(7);
    expect(new Date(rows[0]?.at as Date).toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(rows[0]?.list).toEqual([1, 2]);
    const own = await pg.query<{ n: string }>('select 7::int as n', [], { parsers: { 23: (v) => `#${v}` } });
    expect(own.rows[0]?.n).toBe('#7');
  } finally {
    await pg.close();
  }
});
