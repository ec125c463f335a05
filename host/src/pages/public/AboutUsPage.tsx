import { DocumentPage } from './DocumentPage';

export function AboutUsPage() {
  return <DocumentPage prefix="host.about" sections={3} />;
}
