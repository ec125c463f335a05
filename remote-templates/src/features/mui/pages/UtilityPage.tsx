import { GalleryPage } from '../components/GalleryPage';
import { textSection } from '../galleries/utility/text';
import { configSection } from '../galleries/utility/config';
import { helpersSection } from '../galleries/utility/helpers';

const SECTIONS = [textSection, configSection, helpersSection];

/** /mui/utility: the gallery of its antd components, every example live. */
export default function UtilityPage() {
  return <GalleryPage page="utility" sections={SECTIONS} />;
}
