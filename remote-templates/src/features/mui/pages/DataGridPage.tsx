import { GalleryPage } from '../components/GalleryPage';
import { peopleSection, rowsSection } from '../galleries/dataGrid/people';

const SECTIONS = [peopleSection, rowsSection];

/** /mui/data-grid: antd Table on the mock backend's people: sorting, filters, a search, 15 rows a page. */
export default function DataGridPage() {
  return <GalleryPage page="dataGrid" sections={SECTIONS} />;
}
