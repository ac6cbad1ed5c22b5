import { taiwanDay } from '@/lib/schemas/forms/field-checks';

/** A valid tea-experience reservation (form 1), as a visitor would fill it in. */
export function validTeaBooking(): Record<string, unknown> {
  return {
    place: 'songboling-tea-hall',
    experience: 'six-senses',
    date: taiwanDay(10),
    session: 'morning',
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

/** A valid filming/drone application (form 2): time range, coordinate and checkbox group filled in. */
export function validFilmingApplication(): Record<string, unknown> {
  return {
    organisation: 'Formosa Films',
    applicantName: 'Wang Da-wei',
    email: 'dawei@example.com',
    phone: '0423312678',
    site: 'skyway',
    shootingDate: taiwanDay(14),
    shootingTime: { from: '09:00', to: '11:30' },
    crew: '5',
    equipment: ['camera', 'drone'],
    takeOffPoint: { lat: '24.0758', lng: '120.5570' },
    description: 'Sunrise over the skyway',
    consent: true,
  };
}
