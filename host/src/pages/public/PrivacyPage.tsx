import { DocumentPage } from './DocumentPage';

export function PrivacyPage() {
  return <DocumentPage prefix="host.privacy" sections={6} />;
}
