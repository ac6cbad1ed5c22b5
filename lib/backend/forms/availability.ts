import 'server-only';
import { taiwanDay } from '@/lib/schemas/forms/field-checks';
import type { PublishedForm } from '@/lib/schemas/forms/field-definition';
import type { FormSeed } from '../content/online-forms';
import { seatsTaken } from './store-submission';

type Availability = PublishedForm['availability'];

/**
 * Whether a form takes submissions today (Taiwan time): a survey within its period, a
 * registration until its deadline while places remain; applications and feedback always.
 */
export async function availabilityOf(seed: FormSeed, today = taiwanDay()): Promise<Availability> {
  if (seed.kind === 'survey') {
    const open = (!seed.opens || seed.opens <= today) && (!seed.closes || today <= seed.closes);
    return { open, opens: seed.opens, closes: seed.closes };
  }
  if (seed.kind === 'registration' && seed.capacity !== undefined && seed.deadline) {
    const remaining = Math.max(0, seed.capacity - (await seatsTaken(seed.id)));
    return {
      open: today <= seed.deadline && remaining > 0,
      deadline: seed.deadline,
      eventDate: seed.eventDate,
      capacity: seed.capacity,
      remaining,
    };
  }
  return { open: true };
}
