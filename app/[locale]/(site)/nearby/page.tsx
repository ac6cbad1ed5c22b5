import { cachedQueryPage } from '@/components/content/query-page';
import { nearbyView } from './nearby-view';

const page = cachedQueryPage(nearbyView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
