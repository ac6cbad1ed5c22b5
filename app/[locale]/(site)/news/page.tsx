import { cachedQueryPage } from '@/components/content/query-page';
import { newsView } from './news-view';

const page = cachedQueryPage(newsView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
