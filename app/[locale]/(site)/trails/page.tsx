import { cachedQueryPage } from '@/components/content/query-page';
import { trailsView } from './trails-view';

const page = cachedQueryPage(trailsView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
