/**
 * The signed-in caller: routes read it as `request.me` (plugins/app/authorization.ts) once the
 * auth plugin's `requireSession` hook has checked the token. It lives in the access module, not
 * in the plugin, so services take it without depending on the web layer
 * (api/test/access.test.ts checks that no service imports from plugins/).
 */
export interface CurrentUser {
  id: string;
  companyId: string;
  sessionId: string;
}
