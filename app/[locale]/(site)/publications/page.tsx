import { cachedQueryPage } from '@/components/content/query-page';
import { publicationsView } from './publications-view';

const page = cachedQueryPage(publicationsView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
