import { themeMetadata, themePage } from '@/components/themes/theme-page';

export const generateMetadata = themeMetadata('volunteer');

export default themePage('volunteer');
