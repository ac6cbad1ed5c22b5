import { themeMetadata, themePage } from '@/components/themes/theme-page';

export const generateMetadata = themeMetadata('safety-tips');

export default themePage('safety-tips');
