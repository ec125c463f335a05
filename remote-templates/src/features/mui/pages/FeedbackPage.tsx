import { GalleryPage } from '../components/GalleryPage';
import { dialogsSection } from '../galleries/feedback/dialogs';
import { messagesSection } from '../galleries/feedback/messages';
import { progressSection } from '../galleries/feedback/progress';

const SECTIONS = [dialogsSection, messagesSection, progressSection];

/** /mui/feedback: the gallery of its antd components, every example live. */
export default function FeedbackPage() {
  return <GalleryPage page="feedback" sections={SECTIONS} />;
}
