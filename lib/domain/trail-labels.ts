import type { SiteStatus } from '@/lib/schemas/trail';

/** Spec section 4: difficulty 1-5 is easy, easy-medium, medium, medium-hard, hard (message keys). */
const difficultyKeys = ['easy', 'easyMedium', 'medium', 'mediumHard', 'hard'] as const;
export type DifficultyKey = (typeof difficultyKeys)[number];

export function difficultyKey(difficulty: number): DifficultyKey | undefined {
  return Number.isInteger(difficulty) ? difficultyKeys[difficulty - 1] : undefined;
}

export type StatusKey = 'closed' | 'open' | 'renovation' | 'temporarilyClosed' | 'toBeConfirmed';

/** Spec section 4: site operating status (message keys). */
const statusKeys: Record<SiteStatus, StatusKey> = {
  0: 'closed',
  1: 'open',
  2: 'renovation',
  3: 'temporarilyClosed',
  9: 'toBeConfirmed',
};
export function statusKey(status: SiteStatus): StatusKey {
  return statusKeys[status];
}

/** Walking time as hours and minutes, e.g. 157 → { hours: 2, minutes: 37 }. */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
