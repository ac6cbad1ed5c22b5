import { themeMetadata, themePage } from '@/components/themes/theme-page';

export const generateMetadata = themeMetadata('immersive');

export default themePage('immersive');
