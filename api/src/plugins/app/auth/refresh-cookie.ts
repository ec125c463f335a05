import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedTokens } from '../../../services/accounts/auth';

/** The refresh token's cookie (docs/security.md, "Sessions and tokens"). */
export const REFRESH_COOKIE = 'phonesheet_refresh';
/** Sent only to the auth routes (refresh, logout, …), never with any other API call or page. */
export const REFRESH_COOKIE_PATH = '/api/v1/auth';

/**
 * HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Secure when
 * the request came over https (directly, or through a proxy TRUST_PROXY trusts).
 */
function attributes(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: request.protocol === 'https',
    path: REFRESH_COOKIE_PATH,
  };
}

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, tokens: IssuedTokens): void {
  // No cache keeps an answer that carries tokens.
  void reply.header('cache-control', 'no-store');
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...attributes(request),
    expires: tokens.sessionExpiresAt,
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, attributes(request));
}

export const refreshCookieOf = (request: FastifyRequest): string | undefined =>
  request.cookies?.[REFRESH_COOKIE];
