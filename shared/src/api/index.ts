export { api, TOKEN_NOT_VALID } from './client';
export type { ApiClient, ApiResponse, RequestOptions } from './client';
export { ApiError, isApiError } from './api-error';
export { errorMessage, bodyMessage, FALLBACK_ERROR_MESSAGE } from './error-message';
export { setApiBaseUrl, getApiBaseUrl, buildUrl, DEFAULT_API_BASE_URL } from './base-url';
export {
  tokenStorage,
  clearStoredSessionData,
  TOKEN_STORAGE_KEY,
  SETTINGS_STORAGE_KEY,
  STORAGE_PREFIX,
} from './token-storage';
export { onUnauthorized, notifyUnauthorized } from './unauthorized';
