import { cachedQueryPage } from '@/components/content/query-page';
import { toursView } from './tours-view';

const page = cachedQueryPage(toursView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
