import { themeMetadata, themePage } from '@/components/themes/theme-page';

export const generateMetadata = themeMetadata('sustainable-tourism');

export default themePage('sustainable-tourism');
