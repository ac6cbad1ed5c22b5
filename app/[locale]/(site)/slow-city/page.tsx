import { themeMetadata, themePage } from '@/components/themes/theme-page';

export const generateMetadata = themeMetadata('slow-city');

export default themePage('slow-city');
