import { taiwanDay } from '@/lib/schemas/forms/field-checks';

/** A valid tea-experience reservation (form 1), as a visitor would fill it in. */
export function validTeaBooking(): Record<string, unknown> {
  return {
    place: 'songboling-tea-hall',
    experience: 'six-senses',
    date: taiwanDay(10),
    session: '09:30-11:00',
    groupName: 'Lin family',
    people: '4',
    applicantName: 'Lin Ya-ting',
    nationality: 'TW',
    phone: '049-2580525',
    email: 'ya-ting@example.com',
    dayContactName: 'Lin Chih-ming',
    dayContactMobile: '0912 345 678',
    formVersion: 'tea-2026',
    consent: true,
  };
}
