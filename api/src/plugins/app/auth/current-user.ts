/**
 * The signed-in caller, set on each request by the auth autohook (`request.user`). A leaf
 * module: services take it without importing the app's Fastify declarations (types.ts).
 */
export interface CurrentUser {
  id: string;
  companyId: string;
  sessionId: string;
}
