import { DocumentPage } from './DocumentPage';

export function TermsPage() {
  return <DocumentPage prefix="host.terms" sections={6} />;
}
