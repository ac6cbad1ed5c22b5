import { cachedQueryPage } from '@/components/content/query-page';
import { ecologyView } from './ecology-view';

const page = cachedQueryPage(ecologyView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
