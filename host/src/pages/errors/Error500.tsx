import { ErrorPage } from './ErrorPage';

export function Error500() {
  return <ErrorPage status="500" titleId="host.errors.500.title" textId="host.errors.500.text" />;
}
