/** Area palettes and time-of-day skies. */
import { mix } from './color.mjs';

export type AreaKey = 'lion' | 'lishan' | 'bagua';
export type TimeOfDay = 'dawn' | 'day' | 'dusk';
export type RidgeStyle = 'rounded' | 'alpine' | 'low';

export interface AreaPalette {
  /** Nearest ridge colour. */
  deep: string;
  /** Farthest ridge colour before haze. */
  light: string;
  /** Sun tint and small highlights. */
  accent: string;
  /** Silhouettes of props (temple, hawk) that sit on top of ridges. */
  ink: string;
  /** How far the sun leans toward the accent colour (0..1). */
  sunTint: number;
  style: RidgeStyle;
}

export const AREA_IDS: Readonly<Record<AreaKey, number>> = { lion: 51, lishan: 52, bagua: 53 };

export const PALETTES: Readonly<Record<AreaKey, AreaPalette>> = {
  lion: { deep: '#22452f', light: '#8db79a', accent: '#f4dca8', ink: '#173021', sunTint: 0.3, style: 'rounded' },
  lishan: { deep: '#1e3b5c', light: '#a3bfdc', accent: '#f6ead2', ink: '#132a44', sunTint: 0.25, style: 'alpine' },
  bagua: { deep: '#3d6128', light: '#b1cb8e', accent: '#e3a63c', ink: '#4a3520', sunTint: 0.6, style: 'low' },
};

export function areaKeyFor(areaId: number): AreaKey | undefined {
  return areaId === 51 ? 'lion' : areaId === 52 ? 'lishan' : areaId === 53 ? 'bagua' : undefined;
}

export interface Sky {
  top: string;
  middle: string;
  /** Horizon colour, also the haze that far ridges fade into. */
  horizon: string;
  sun: string;
}

const SKIES: Readonly<Record<TimeOfDay, Sky>> = {
  dawn: { top: '#a7b9d8', middle: '#e6cfcf', horizon: '#f9e4c8', sun: '#fff1d6' },
  day: { top: '#94c2e4', middle: '#c9e2ef', horizon: '#eef5f1', sun: '#fffaea' },
  dusk: { top: '#66719c', middle: '#cc9fa2', horizon: '#f3caa0', sun: '#fbd6a2' },
};

/** Sky for a time of day, tinted slightly toward the area's light colour. */
export function skyFor(time: TimeOfDay, palette: AreaPalette, tint = 0.12): Sky {
  const base = SKIES[time];
  return {
    top: mix(base.top, palette.light, tint),
    middle: mix(base.middle, palette.light, tint * 0.6),
    horizon: base.horizon,
    sun: mix(base.sun, palette.accent, palette.sunTint),
  };
}

/** Colour of ridge layer at depth t (0 = farthest, 1 = nearest), with aerial perspective. */
export function ridgeColor(palette: AreaPalette, sky: Sky, t: number): string {
  const body = mix(palette.light, palette.deep, Math.pow(t, 0.85));
  return mix(body, sky.horizon, (1 - t) * 0.5);
}
