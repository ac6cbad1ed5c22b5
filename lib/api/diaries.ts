import 'server-only';
import { diaryWireSchema, type DiaryWire } from '@/lib/schemas/diary';
import { plainList, type Listed } from './plain-list';

export type SocialPost = Listed<DiaryWire>;

export const listSocialPosts = plainList('diaries', diaryWireSchema);
