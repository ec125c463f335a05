// The same session check as the account routes: a device opts in within a session.
export { default } from '../auth/(signed-in)/autohooks';
