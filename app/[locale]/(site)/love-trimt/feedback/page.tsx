import { cachedQueryPage } from '@/components/content/query-page';
import { feedbackView } from './feedback-view';

// Places left and open/closed change: kept a minute at most (formPageRevalidateSeconds in lib/api/online-forms.ts).
export const revalidate = 60;

const page = cachedQueryPage(feedbackView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
