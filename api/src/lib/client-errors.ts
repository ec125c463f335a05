import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

// Requests Node's HTTP parser refuses before fastify sees them: a request line or headers
// over 16 KB (431), a request that is not HTTP (400), one that took too long to arrive (408).
// Fastify's default answers `{error, message, statusCode}` and destroys the socket with no
// `Connection: close`, so a keep-alive client sent its next request into a reset (issue 44).

export const CLIENT_ERROR_MESSAGES = {
  headersTooLarge: 'The request line or its headers are over 16 KB',
  timeout: 'The request took too long to arrive',
  malformed: 'The request is not well-formed HTTP',
} as const;

/** How long a refused client has to read the answer before its socket is destroyed. */
const LINGER_MS = 5_000;

export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, msg] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, CLIENT_ERROR_MESSAGES.headersTooLarge]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, CLIENT_ERROR_MESSAGES.timeout]
        : [400, CLIENT_ERROR_MESSAGES.malformed];
  this.log.debug({ err }, 'request refused by the HTTP parser');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ msg });
  // end(), not destroy(): the client reads the whole answer, then sees the connection close.
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
