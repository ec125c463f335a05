import { GalleryPage } from '../components/GalleryPage';
import { gridSection } from '../galleries/layout/grid';
import { structureSection } from '../galleries/layout/structure';

const SECTIONS = [gridSection, structureSection];

/** /mui/layout: the gallery of its antd components, every example live. */
export default function LayoutPage() {
  return <GalleryPage page="layout" sections={SECTIONS} />;
}
