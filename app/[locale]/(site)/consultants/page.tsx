import { cachedQueryPage } from '@/components/content/query-page';
import { consultantsView } from './consultants-view';

const page = cachedQueryPage(consultantsView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
