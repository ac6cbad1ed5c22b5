/**
 * Spec section 9: "UV levels: low 1, medium 2, high 3, very high 4, danger 5. AQI levels: good 1,
 * normal 2, unhealthy for sensitive 3, unhealthy for all 4, very unhealthy 5, hazardous 6."
 *
 * Each level carries a message key (translated by the page) and a badge colour pair. Backgrounds
 * are the agencies' own scale colours (WHO/CWA UV scale; MOENV AQI scale) so the badge matches
 * what visitors see on CWA and MOENV sites; the text colour is whichever of black or white reaches
 * at least 4.5:1 on it (tests/unit/live-levels.test.ts computes every ratio). Colour is never the
 * only signal: the page prints the label too.
 */
export type BadgeColours = { background: string; foreground: string };
export type LevelInfo<L extends number> = { level: L; messageKey: string } & BadgeColours;

export type UvLevel = 1 | 2 | 3 | 4 | 5;
export type AqiLevel = 1 | 2 | 3 | 4 | 5 | 6;

const black = '#000000';
const white = '#ffffff';

export const uvLevels: Record<UvLevel, LevelInfo<UvLevel>> = {
  1: { level: 1, messageKey: 'uv.low', background: '#289500', foreground: black },
  2: { level: 2, messageKey: 'uv.medium', background: '#f7e400', foreground: black },
  3: { level: 3, messageKey: 'uv.high', background: '#f85900', foreground: black },
  4: { level: 4, messageKey: 'uv.veryHigh', background: '#d8001d', foreground: white },
  5: { level: 5, messageKey: 'uv.danger', background: '#6b49c8', foreground: white },
};

export const aqiLevels: Record<AqiLevel, LevelInfo<AqiLevel>> = {
  1: { level: 1, messageKey: 'aqi.good', background: '#00e400', foreground: black },
  2: { level: 2, messageKey: 'aqi.normal', background: '#ffff00', foreground: black },
  3: { level: 3, messageKey: 'aqi.unhealthyForSensitive', background: '#ff7e00', foreground: black },
  4: { level: 4, messageKey: 'aqi.unhealthy', background: '#ff0000', foreground: black },
  5: { level: 5, messageKey: 'aqi.veryUnhealthy', background: '#8f3f97', foreground: white },
  6: { level: 6, messageKey: 'aqi.hazardous', background: '#7e0023', foreground: white },
};

/**
 * UV index → level, by the WHO Global Solar UV Index bands that CWA also publishes:
 * 0-2 low, 3-5 moderate ("medium"), 6-7 high, 8-10 very high, 11+ extreme ("danger").
 * Forecast indexes are whole numbers; a fractional reading is rounded first, as CWA does.
 */
export function uvLevelOfIndex(index: number | null | undefined): UvLevel | undefined {
  if (typeof index !== 'number' || !Number.isFinite(index) || index < 0) return undefined;
  const value = Math.round(index);
  if (value <= 2) return 1;
  if (value <= 5) return 2;
  if (value <= 7) return 3;
  if (value <= 10) return 4;
  return 5;
}

/** CWA's exposure-level words (UVExposureLevel / 曝曬級數) → level. */
const uvExposureWords: Record<string, UvLevel> = { 低量級: 1, 中量級: 2, 高量級: 3, 過量級: 4, 危險級: 5 };

export function uvLevelOfExposureText(text: string | null | undefined): UvLevel | undefined {
  return text ? uvExposureWords[text.trim()] : undefined;
}

/** MOENV aqx_p_432 `status` text → level; "設備維護" (maintenance) and blanks give undefined. */
const aqiStatusWords: Record<string, AqiLevel> = {
  良好: 1,
  普通: 2,
  對敏感族群不健康: 3,
  對所有族群不健康: 4,
  非常不健康: 5,
  危害: 6,
};

export function aqiLevelOfStatus(status: string | null | undefined): AqiLevel | undefined {
  return status ? aqiStatusWords[status.trim()] : undefined;
}

/** AQI number → level by MOENV's bands: 0-50, 51-100, 101-150, 151-200, 201-300, 301+. */
export function aqiLevelOfIndex(aqi: number | null | undefined): AqiLevel | undefined {
  if (typeof aqi !== 'number' || !Number.isFinite(aqi) || aqi < 0) return undefined;
  const value = Math.round(aqi);
  if (value <= 50) return 1;
  if (value <= 100) return 2;
  if (value <= 150) return 3;
  if (value <= 200) return 4;
  if (value <= 300) return 5;
  return 6;
}

/** The official status text of a level (the inverse of aqiLevelOfStatus), for answers built from a number. */
export function aqiStatusOfLevel(level: AqiLevel): string {
  return Object.entries(aqiStatusWords).find(([, value]) => value === level)![0];
}
