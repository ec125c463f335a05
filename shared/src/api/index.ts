export { api, TOKEN_NOT_VALID } from './client';
export type { ApiClient, ApiResponse, RequestOptions } from './client';
export { ApiError, isApiError } from './api-error';
export { errorMessage, bodyMessage, FALLBACK_ERROR_MESSAGE } from './error-message';
export { setApiBaseUrl, getApiBaseUrl, buildUrl, DEFAULT_API_BASE_URL } from './base-url';
export {
  clearStoredSessionData,
  mayHaveSession,
  LEGACY_TOKEN_STORAGE_KEY,
  SETTINGS_STORAGE_KEY,
  STORAGE_PREFIX,
} from './token-storage';
export { refreshAccessToken, exchangeLegacyToken, REFRESH_LOCK } from './refresh';
export type { RefreshOutcome } from './refresh';
export { onUnauthorized, notifyUnauthorized } from './unauthorized';
export { ticketUrl } from './ticket-url';
