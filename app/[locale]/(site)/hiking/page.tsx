import { themeMetadata, themePage } from '@/components/themes/theme-page';

export const generateMetadata = themeMetadata('hiking');

export default themePage('hiking');
