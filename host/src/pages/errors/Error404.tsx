import { ErrorPage } from './ErrorPage';

export function Error404() {
  return <ErrorPage status="404" titleId="host.errors.404.title" textId="host.errors.404.text" />;
}
