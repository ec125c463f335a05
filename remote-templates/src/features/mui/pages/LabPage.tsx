import { GalleryPage } from '../components/GalleryPage';
import { freshSection } from '../galleries/lab/fresh';
import { layoutSection } from '../galleries/lab/layout';

const SECTIONS = [freshSection, layoutSection];

/** /mui/lab: the gallery of its antd components, every example live. */
export default function LabPage() {
  return <GalleryPage page="lab" sections={SECTIONS} />;
}
