import { cachedQueryPage } from '@/components/content/query-page';
import { souvenirsView } from './souvenirs-view';

const page = cachedQueryPage(souvenirsView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
