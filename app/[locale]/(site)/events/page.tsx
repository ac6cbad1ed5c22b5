import { cachedQueryPage } from '@/components/content/query-page';
import { eventsView } from './events-view';

const page = cachedQueryPage(eventsView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
