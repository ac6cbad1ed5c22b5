import 'server-only';
import { z } from 'zod';
import diariesJson from '@/data/diaries.json';
import { diarySeedSchema, type DiarySeed, type DiaryWire } from '@/lib/schemas/diary';
import { createSeedStore } from './seed-store';

export const diaryStore = createSeedStore('diaries', z.array(diarySeedSchema).parse(diariesJson));

/** Social posts are the same in every language: they are shown as they were posted. */
export function toDiaryWire(seed: DiarySeed): DiaryWire {
  const { sources: _sources, datePosted, ...post } = seed;
  return { ...post, type: 'diary', date_posted: datePosted };
}
