import { GalleryPage } from '../components/GalleryPage';
import { identitySection } from '../galleries/dataDisplay/identity';
import { listsSection } from '../galleries/dataDisplay/lists';
import { overlaysSection } from '../galleries/dataDisplay/overlays';

const SECTIONS = [identitySection, listsSection, overlaysSection];

/** /mui/data-display: the gallery of its antd components, every example live. */
export default function DataDisplayPage() {
  return <GalleryPage page="dataDisplay" sections={SECTIONS} />;
}
