import 'server-only';
import { getEnv } from '@/lib/env';
import { sections, type SectionKey } from '@/lib/sections';
import { embeddedItemExists } from './in-process/item-exists';

/**
 * Whether a detail page's item exists, when that can be told at once: with the embedded backend
 * (its seed data is in memory), true or false; with a remote backend undefined, and the page
 * decides. The proxy asks it to answer 404 before any page renders.
 */
export function knownItemExists(section: SectionKey, id: number): boolean | undefined {
  if (getEnv().BACKEND_ORIGIN) return undefined;
  const endpoint = (sections[section] as { endpoint?: string }).endpoint;
  return endpoint ? embeddedItemExists(endpoint, id) : undefined;
}
