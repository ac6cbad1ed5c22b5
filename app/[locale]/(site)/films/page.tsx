import { cachedQueryPage } from '@/components/content/query-page';
import { filmsView } from './films-view';

const page = cachedQueryPage(filmsView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
