import { themeMetadata, themePage } from '@/components/themes/theme-page';

export const generateMetadata = themeMetadata('travel-tips');

export default themePage('travel-tips');
