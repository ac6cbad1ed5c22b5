import { cachedQueryPage } from '@/components/content/query-page';
import { faqView } from './faq-view';

const page = cachedQueryPage(faqView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
