/**
 * The signed-in caller: routes read it as `request.me` (plugins/app/authorization.ts) once the
 * auth plugin's `requireSession` hook has checked the token. A leaf module, so services take it
 * without importing the plugin.
 */
export interface CurrentUser {
  id: string;
  companyId: string;
  sessionId: string;
}
