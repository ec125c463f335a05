// Moved: CurrentUser lives with the auth plugin. This re-export goes once every importer follows.
export type { CurrentUser } from './plugins/app/auth/current-user';
