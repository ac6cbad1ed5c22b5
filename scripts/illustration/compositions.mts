/** The concrete illustrations: one per attraction (varied by seed) and one hero per area. */
import { PALETTES, type AreaKey, type TimeOfDay } from './palettes.mjs';
import { between, chance, createRng, intBetween, pick } from './prng.mjs';
import { renderScene, type SceneFeatures } from './scene.mjs';

const TIMES = ['dawn', 'day', 'dusk'] as const;

/** Varied 1200x800 landscape for one attraction, fully determined by its id. */
export function attractionSvg(id: number, area: AreaKey): string {
  const rng = createRng(`attraction:${id}`);
  const time: TimeOfDay = pick(rng, TIMES);
  const lake = chance(rng, area === 'bagua' ? 0.1 : 0.18);
  const features: SceneFeatures = {
    ridges: area === 'lishan' ? intBetween(rng, 4, 6) : intBetween(rng, 3, 5),
    mist: intBetween(rng, area === 'lishan' ? 1 : 0, 3),
    clouds: time === 'day' ? intBetween(rng, 0, 3) : 0,
    birds: chance(rng, 0.35),
    moon: time === 'dusk' && chance(rng, 0.35),
    trees: chance(rng, 0.6) ? (area === 'lishan' ? 'conifer' : 'broadleaf') : undefined,
    treeCover: between(rng, 0.25, 0.55),
    temple: area === 'lion' && chance(rng, 0.4),
    teaRows: area === 'bagua' && !lake && chance(rng, 0.65),
    hawks: area === 'bagua' && chance(rng, 0.55) ? intBetween(rng, 1, 3) : 0,
    lake,
    bridge: lake && chance(rng, 0.7),
  };
  return renderScene({ width: 1200, height: 800, rng, palette: PALETTES[area], time, features });
}

interface Hero {
  /** PRNG key; bump its suffix to try another layout. */
  seed: string;
  time: TimeOfDay;
  sunX: number;
  sunY?: number;
  features: SceneFeatures;
}

const base: SceneFeatures = {
  ridges: 5,
  mist: 2,
  treeCover: 0.5,
  clouds: 0,
  birds: false,
  moon: false,
  temple: false,
  teaRows: false,
  hawks: 0,
  lake: false,
  bridge: false,
};

const HEROES: Readonly<Record<AreaKey, Hero>> = {
  lion: {
    seed: 'area:lion',
    time: 'day',
    sunX: 0.78,
    features: { ...base, trees: 'broadleaf', treeCover: 0.9, temple: true, clouds: 2, birds: true },
  },
  lishan: {
    seed: 'area:lishan',
    time: 'dawn',
    sunX: 0.3,
    sunY: 0.2,
    features: { ...base, ridges: 6, mist: 3, trees: 'conifer' },
  },
  bagua: {
    seed: 'area:bagua',
    time: 'dawn',
    sunX: 0.68,
    features: { ...base, ridges: 4, mist: 1, teaRows: true, hawks: 3 },
  },
};

/** 1600x900 hero illustration for an area page. */
export function areaHeroSvg(area: AreaKey): string {
  const { seed, ...rest } = HEROES[area];
  return renderScene({ width: 1600, height: 900, rng: createRng(seed), palette: PALETTES[area], ...rest });
}
