import { GalleryPage } from '../components/GalleryPage';
import { buttonsSection } from '../galleries/inputs/buttons';
import { textSection } from '../galleries/inputs/text';
import { choiceSection } from '../galleries/inputs/choice';
import { formsSection } from '../galleries/inputs/forms';

const SECTIONS = [buttonsSection, textSection, choiceSection, formsSection];

/** /mui/inputs: the gallery of its antd components, every example live. */
export default function InputsPage() {
  return <GalleryPage page="inputs" sections={SECTIONS} />;
}
