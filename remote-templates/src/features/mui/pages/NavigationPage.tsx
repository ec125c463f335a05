import { GalleryPage } from '../components/GalleryPage';
import { menusSection } from '../galleries/navigation/menus';
import { progressionSection } from '../galleries/navigation/progression';

const SECTIONS = [menusSection, progressionSection];

/** /mui/navigation: the gallery of its antd components, every example live. */
export default function NavigationPage() {
  return <GalleryPage page="navigation" sections={SECTIONS} />;
}
