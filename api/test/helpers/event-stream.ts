import http from 'node:http';
import type { TestApp } from './test-app';
import { urlTicket } from '../phonesheet-helpers';

/** An open GET /api/v1/events, read frame by frame. */
export interface EventStream {
  /** Named events received so far ('call.created', 'stream.closed', …) with their data and id. */
  events: Array<{ type: string; data: unknown; id?: string }>;
  /** The stream.open frame's id: the company's last event id when the stream went live. */
  opened: Promise<string>;
  /** Resolves when the server ends the stream (or it is dropped), with Date.now() then. */
  ended: Promise<number>;
  close(): void;
}

/** Opens the company's event stream with a fresh ticket of `token` on `app`. */
export async function openEventStream(
  app: TestApp,
  token: string,
  opts: { lastEventId?: string; header?: boolean } = {},
): Promise<EventStream> {
  const ticket = await urlTicket(app, token, 'events');
  const query = opts.lastEventId && !opts.header ? `&lastEventId=${opts.lastEventId}` : '';
  const headers: Record<string, string> =
    opts.lastEventId && opts.header ? { 'last-event-id': opts.lastEventId } : {};
  return new Promise((resolve, reject) => {
    const events: EventStream['events'] = [];
    let done!: (at: number) => void;
    const ended = new Promise<number>((r) => (done = r));
    let isOpen!: (id: string) => void;
    const opened = new Promise<string>((r) => (isOpen = r));
    const req = http.get(`${app.baseUrl}/api/v1/events?ticket=${ticket}${query}`, { headers }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`events answered ${res.statusCode}`));
      let buffer = '';
      res.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        let i;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const lines = buffer.slice(0, i).split('\n');
          buffer = buffer.slice(i + 2);
          const type = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          const id = lines.find((l) => l.startsWith('id: '))?.slice(4);
          if (type === 'stream.open' || type === 'stream.reset') isOpen(id as string);
          if (type === 'stream.open') continue;
          if (type && data)
            events.push(id ? { type, data: JSON.parse(data), id } : { type, data: JSON.parse(data) });
        }
      });
      res.on('end', () => done(Date.now()));
      res.on('close', () => done(Date.now()));
      resolve({ events, opened, ended, close: () => req.destroy() });
    });
    req.on('error', (e) =>
      (e as NodeJS.ErrnoException).code === 'ECONNRESET' ? done(Date.now()) : reject(e),
    );
  });
}

/**
 * Until `condition` holds, polled every 25 ms, for at most `ms`: an event crosses the database's
 * NOTIFY and the listener, which on CI's loaded cores takes longer than any fixed pause.
 * The caller asserts afterwards, so a condition never met fails there with its own message.
 */
export async function until(condition: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
}
