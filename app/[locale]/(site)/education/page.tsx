import { themeMetadata, themePage } from '@/components/themes/theme-page';

export const generateMetadata = themeMetadata('education');

export default themePage('education');
