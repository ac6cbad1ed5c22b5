import 'server-only';
import { faqWireSchema, type FaqWire } from '@/lib/schemas/faq';
import { plainList, type Listed } from './plain-list';

export type Faq = Listed<FaqWire>;

export const listFaqs = plainList('faqs', faqWireSchema);
