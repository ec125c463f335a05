import { ErrorPage } from './ErrorPage';

/** The unauthorized page (403): a signed-in user without the role a route needs. */
export function Error403() {
  return <ErrorPage status="403" titleId="host.errors.403.title" textId="host.errors.403.text" />;
}
