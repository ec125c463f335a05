// The same session check as the account routes: My Account's feed link needs a valid token.
export { default } from '../../auth/(signed-in)/autohooks';
