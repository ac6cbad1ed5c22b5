// Spec route /attraction/{id}: the same page as /attractions/{id}, whose URL is the canonical one.
export { default, generateMetadata, generateStaticParams } from '../../attractions/[id]/page';
