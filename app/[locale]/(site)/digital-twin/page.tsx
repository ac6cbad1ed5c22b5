import { themeMetadata, themePage } from '@/components/themes/theme-page';

export const generateMetadata = themeMetadata('digital-twin');

export default themePage('digital-twin');
