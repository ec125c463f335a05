// The same session check as the account routes; each route here is for admins only.
export { default } from '../../auth/(signed-in)/autohooks';
