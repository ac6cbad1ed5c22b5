import { cachedQueryPage } from '@/components/content/query-page';
import { searchView } from './search-view';

const page = cachedQueryPage(searchView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
