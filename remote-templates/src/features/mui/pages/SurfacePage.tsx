import { GalleryPage } from '../components/GalleryPage';
import { cardsSection } from '../galleries/surface/cards';
import { panelsSection } from '../galleries/surface/panels';

const SECTIONS = [cardsSection, panelsSection];

/** /mui/surface: the gallery of its antd components, every example live. */
export default function SurfacePage() {
  return <GalleryPage page="surface" sections={SECTIONS} />;
}
