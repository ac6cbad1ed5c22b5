// Spec route /attraction/?category={areaId}: the attractions list, filtered by area.
export { default, generateMetadata } from '../attractions/page';
