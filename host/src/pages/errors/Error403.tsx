import { ErrorPage } from './ErrorPage';

/** SPEC.md §2 "Unauthorized page". */
export function Error403() {
  return <ErrorPage status="403" titleId="host.errors.403.title" textId="host.errors.403.text" />;
}
