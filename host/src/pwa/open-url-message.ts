/** The message a notification click sends to an open page: go to `url` (a path of the app). */
export const OPEN_URL_MESSAGE = 'phonesheet:open-url';
