import type { OtaProviderId } from '@/lib/schemas/ota-product';

export type ProviderLabels = { regionalCircle: string; platform: string };

/**
 * Who sells a product, said plainly: the regional tourism circle (provider 1), or a third-party
 * travel platform named by the address the visitor will land on (providers 2–4: the data gives no
 * names for them, and the address is what the visitor can check).
 */
export function describeProvider(product: { provider_id: OtaProviderId; url: string }, labels: ProviderLabels): string {
  if (product.provider_id === 1) return labels.regionalCircle;
  return labels.platform.replace('{site}', new URL(product.url).hostname.replace(/^www\./, ''));
}
