import { cachedQueryPage } from '@/components/content/query-page';
import { reportsView } from './reports-view';

const page = cachedQueryPage(reportsView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
