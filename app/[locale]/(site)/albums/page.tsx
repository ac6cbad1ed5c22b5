import { cachedQueryPage } from '@/components/content/query-page';
import { albumsView } from './albums-view';

const page = cachedQueryPage(albumsView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
