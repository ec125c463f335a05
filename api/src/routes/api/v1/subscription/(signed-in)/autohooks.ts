// The same session check as the account routes: every route below needs a valid token.
export { default } from '../../auth/(signed-in)/autohooks';
