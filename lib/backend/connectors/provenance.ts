/**
 * Where an answer's data came from. Every live endpoint spreads this into its body, so a page
 * (and a reviewer) can always tell a recorded sample from the real service.
 * - sample: true — no key or origin is configured; the data is a recording (or, where no public
 *   recording exists, a sample built in the service's documented format), dated by recordedAt.
 * - sample: false — fetched from the service; recordedAt and sampleKind are null.
 * sampleKind tells a real recording ('recorded') from a sample we built in the service's
 * format because no recording exists ('constructed'; recordedAt is then the day it was built).
 */
export type SampleKind = 'recorded' | 'constructed';
/** `source` names the publisher, so a page can say it in its own language; `attribution` is the line for any other client. */
export type Provenance = {
  sample: boolean;
  sampleKind: SampleKind | null;
  recordedAt: string | null;
  attribution: string;
  source: DataSource;
};

export function sampleProvenance(
  recordedAt: string,
  source: DataSource,
  sampleKind: SampleKind = 'recorded',
): Provenance {
  return { sample: true, sampleKind, recordedAt, attribution: attributions[source], source };
}

export function liveProvenance(source: DataSource): Provenance {
  return { sample: false, sampleKind: null, recordedAt: null, attribution: attributions[source], source };
}

export type DataSource = keyof typeof attributions;

export const dataSources = ['cwa', 'moenv', 'tdx', 'office'] as const satisfies readonly DataSource[];

const attributions = {
  cwa: '資料來源：交通部中央氣象署 (Central Weather Administration)',
  moenv: '資料來源：環境部 (Ministry of Environment)',
  tdx: '資料來源：交通部 TDX 運輸資料流通服務 (MOTC Transport Data eXchange)',
  office: '資料來源：交通部觀光署參山國家風景區管理處 (Tri-Mountain National Scenic Area Administration)',
} as const;
