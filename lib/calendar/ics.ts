/**
 * iCalendar (RFC 5545) text of whole-day events: the one kind the event data holds (its dates are
 * days, lib/schemas/event.ts). Pure: the caller gives the moment of writing (DTSTAMP).
 */

export type CalendarEvent = {
  /** Globally unique and stable: the same event in the same language keeps it. */
  uid: string;
  /** First day and last day (inclusive), YYYY-MM-DD, Taiwan's calendar. */
  firstDay: string;
  lastDay: string;
  summary: string;
  location?: string;
  description?: string;
  url: string;
  /** BCP 47 tag of the texts (the page's language). */
  language: string;
  geo?: { lat: number; lng: number };
  /** RFC 5545 STATUS: a cancelled event stays in calendars that imported it, marked so. */
  cancelled?: boolean;
};

export type Calendar = {
  prodId: string;
  /** Shown by calendar apps as the calendar's name (X-WR-CALNAME), for a feed. */
  name?: string;
  events: readonly CalendarEvent[];
  /** When the file is written (DTSTAMP). */
  now: Date;
};

const taipeiZone = [
  // The zone every date of the site is in (+08:00, no daylight saving since 1979). Whole-day
  // events need no zone; it names the calendar's own, and keeps a feed with no event a valid
  // calendar (RFC 5545 asks for at least one component).
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Taipei',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0800',
  'TZOFFSETTO:+0800',
  'TZNAME:CST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma, and line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): each continuation starts with one space, and a
 * UTF-8 character is never cut (Chinese and Japanese text is three octets a character).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; a continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 2026-03-11 → 20260311. */
function basicDate(day: string): string {
  return day.replace(/-/g, '');
}

/** The day after `day` (an all-day event's DTEND is exclusive). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A UTC moment as DATE-TIME (DTSTAMP): 20261127T041500Z. */
function utcStamp(moment: Date): string {
  return moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  const language = `;LANGUAGE=${event.language}`;
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${basicDate(event.firstDay)}`,
    `DTEND;VALUE=DATE:${basicDate(nextDay(event.lastDay))}`,
    `SUMMARY${language}:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION${language}:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION${language}:${escapeText(event.description)}`] : []),
    ...(event.geo ? [`GEO:${event.geo.lat};${event.geo.lng}`] : []),
    `URL;VALUE=URI:${event.url}`,
    ...(event.cancelled ? ['STATUS:CANCELLED'] : []),
    // A whole day does not make the visitor busy: calendars show it as free time.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The whole file: CRLF line ends (the last line too), long lines folded. */
export function writeCalendar(calendar: Calendar): string {
  const stamp = utcStamp(calendar.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(calendar.name ? [`X-WR-CALNAME:${escapeText(calendar.name)}`] : []),
    'X-WR-TIMEZONE:Asia/Taipei',
    ...taipeiZone,
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
