import { cachedQueryPage } from '@/components/content/query-page';
import { glossaryView } from './glossary-view';

const page = cachedQueryPage(glossaryView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
