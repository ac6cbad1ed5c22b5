import { cachedQueryPage } from '@/components/content/query-page';
import { attractionsView } from './attractions-view';

const page = cachedQueryPage(attractionsView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
