import { cachedQueryPage } from '@/components/content/query-page';
import { bikewaysView } from './bikeways-view';

const page = cachedQueryPage(bikewaysView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
