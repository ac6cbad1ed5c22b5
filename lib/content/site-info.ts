import 'server-only';
import { z } from 'zod';
import siteInfoJson from '@/data/site-info.json';
import { apiLangOf, type Locale } from '@/lib/i18n/locales';
import { toSimplified } from '@/lib/i18n/simplified';

const localized = z.object({ 'zh-tw': z.string(), en: z.string(), ja: z.string() });

/** The office's contact facts for the footer; null means "not verified yet", and is not shown. */
const siteInfoSchema = z.object({
  location: localized,
  address: localized.nullable(),
  phone: z.string().nullable(),
  fax: z.string().nullable(),
  website: z.url(),
  /** The Tourism Administration's administrative information site: the header's administrative-site link. */
  adminSite: z.url(),
  social: z.array(z.object({ name: z.string(), url: z.url() })),
  /** Ids of data/links.json the footer lists as the spec's bus, tour-bus and lodging services. */
  travelServiceLinks: z.array(z.number().int().positive()),
});

const siteInfo = siteInfoSchema.parse(siteInfoJson);

export function getSiteInfo(locale: Locale) {
  const lang = apiLangOf(locale);
  const address = siteInfo.address?.[lang] ?? siteInfo.location[lang];
  return {
    address: locale === 'zh-cn' ? toSimplified(address) : address,
    phone: siteInfo.phone,
    fax: siteInfo.fax,
    social: siteInfo.social,
    adminSite: siteInfo.adminSite,
    travelServiceLinks: siteInfo.travelServiceLinks,
  };
}
