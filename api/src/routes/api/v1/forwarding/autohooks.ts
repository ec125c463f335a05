// The same session check as the account routes; the company's settings are for admins only.
export { default } from '../auth/(signed-in)/autohooks';
