import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test breaks on purpose: `stall` keeps every
 * connection (and accepts new ones) but forwards nothing, as a frozen server does; `cut` ends
 * every connection and refuses new ones, as a stopped server does; `restore` forwards again.
 */
export interface TcpProxy {
  port: number;
  stall(): void;
  /**
   * The first connection to pass `bytes` from the server after this call stops there, in the
   * middle of a large reply (the others go on); resolves once it has. Follow it with `cut`,
   * which drops it mid-read: `restore` does not revive it.
   */
  freezeAfter(bytes: number): Promise<void>;
  cut(): void;
  /** Resolves when the next connection is refused (while cut): someone just tried to connect. */
  refused(): Promise<void>;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'pass' | 'stall' | 'cut' = 'pass';
  const pairs = new Set<[net.Socket, net.Socket]>();
  /** An armed `freezeAfter`: the bytes each connection has received since, and its promise. */
  let freeze: { bytes: number; seen: Map<net.Socket, number>; frozen: () => void } | null = null;
  let onRefused: (() => void)[] = [];
  const server = net.createServer((client) => {
    if (mode === 'cut') {
      client.destroy();
      const waiting = onRefused;
      onRefused = [];
      for (const resolve of waiting) resolve();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.pipe(upstream);
    upstream.pipe(client);
    upstream.on('data', (chunk: Buffer) => {
      if (!freeze) return;
      const seen = (freeze.seen.get(upstream) ?? 0) + chunk.length;
      freeze.seen.set(upstream, seen);
      if (seen < freeze.bytes) return;
      // This chunk still reaches the client (the pipe's listener came first): the reply stops
      // part-way through. Unpiped, so the client's next 'drain' cannot set it flowing again.
      upstream.unpipe(client);
      client.unpipe(upstream);
      for (const s of pair) s.pause();
      freeze.frozen();
      freeze = null;
    });
    // Paused, the bytes wait in the kernel's buffers, as they do for a frozen server.
    if (mode === 'stall') for (const s of pair) s.pause();
    for (const s of pair) {
      s.on('error', end);
      s.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const destroyAll = () => {
    for (const [a, b] of pairs) {
      a.destroy();
      b.destroy();
    }
    pairs.clear();
  };
  return {
    port: (server.address() as net.AddressInfo).port,
    stall() {
      mode = 'stall';
      for (const pair of pairs) for (const s of pair) s.pause();
    },
    freezeAfter: (bytes) => new Promise<void>((frozen) => (freeze = { bytes, seen: new Map(), frozen })),
    cut() {
      mode = 'cut';
      destroyAll();
    },
    refused: () => new Promise<void>((resolve) => onRefused.push(resolve)),
    restore() {
      mode = 'pass';
      for (const pair of pairs) for (const s of pair) s.resume();
    },
    close: () =>
      new Promise<void>((resolve) => {
        destroyAll();
        server.close(() => resolve());
      }),
  };
}
