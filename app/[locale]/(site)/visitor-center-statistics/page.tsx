import { cachedQueryPage } from '@/components/content/query-page';
import { statisticsView } from './statistics-view';

const page = cachedQueryPage(statisticsView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
