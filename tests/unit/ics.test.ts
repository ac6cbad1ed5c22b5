import ICAL from 'ical.js';
import { describe, expect, test } from 'vitest';
import type { TourismEvent } from '@/lib/api/events';
import { eventCalendar, upcomingEventsCalendar } from '@/lib/calendar/event-calendar';
import { escapeText, foldLine, writeCalendar } from '@/lib/calendar/ics';

const now = new Date('2026-11-27T04:15:00Z');

const event = (id: number, date_begin?: string, date_end?: string, extra: Partial<TourismEvent> = {}) =>
  ({
    id,
    type: 'event',
    priority: 1,
    categories: [53],
    title: `Event ${id}`,
    summary: 'Hawks, tea; and more\\or less\nover two lines',
    location: 'Bagua Mountain, Changhua',
    date_begin,
    date_end,
    viewsCount: 0,
    areaId: 53,
    areaName: 'Baguashan Scenic Area',
    categoryNames: [],
    cover: '/images/x.webp',
    hasOwnImage: true,
    lat: 24.07,
    lng: 120.56,
    ...extra,
  }) as TourismEvent;

/** The file as a calendar app reads it (Mozilla's ical.js). */
function parse(text: string) {
  return new ICAL.Component(ICAL.parse(text));
}

describe('writing .ics (RFC 5545)', () => {
  test('text values escape backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  test('long lines fold at 75 octets without cutting a character', () => {
    const line = `SUMMARY:${'八卦山賞鷹季'.repeat(20)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(4);
    for (const [index, part] of physical.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
      // Each piece is whole UTF-8 (a cut character would not survive the round trip).
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
    }
    expect(physical.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  test('an event parses back with whole days, an exclusive end, its texts, URL and position', () => {
    const text = eventCalendar(event(1, '2026-03-11', '2026-03-31'), 'en', now)!;
    // CRLF line ends everywhere, no bare LF, and no physical line over 75 octets.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);

    const calendar = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/Tri-Mountain/);
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    const entry = new ICAL.Event(vevent);
    expect(entry.startDate.isDate).toBe(true);
    expect(entry.startDate.toString()).toBe('2026-03-11');
    // DTEND of a whole-day event is the day after the last one.
    expect(entry.endDate.isDate).toBe(true);
    expect(entry.endDate.toString()).toBe('2026-04-01');
    expect(vevent.getFirstProperty('dtstart')!.type).toBe('date');
    expect(text).toContain('\r\nDTSTART;VALUE=DATE:20260311\r\nDTEND;VALUE=DATE:20260401\r\n');
    expect(entry.summary).toBe('Event 1');
    expect(entry.location).toBe('Bagua Mountain, Changhua');
    expect(entry.description).toBe(
      'Hawks, tea; and more\\or less\nover two lines\n\nhttps://www.example.test/en/events/1',
    );
    expect(vevent.getFirstProperty('summary')!.getParameter('language')).toBe('en');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://www.example.test/en/events/1');
    expect(vevent.getFirstPropertyValue('geo')).toEqual([24.07, 120.56]);
    expect(vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-11-27T04:15:00Z');
    expect(entry.uid).toBe('event-1-en@www.example.test');
    expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('Asia/Taipei');
  });

  test('the UID is stable per event and language', () => {
    const uid = (locale: 'en' | 'ja', at: Date) =>
      new ICAL.Event(
        parse(eventCalendar(event(4, '2025-11-29', '2026-01-11'), locale, at)!).getFirstSubcomponent('vevent')!,
      ).uid;
    expect(uid('en', now)).toBe(uid('en', new Date('2027-01-01T00:00:00Z')));
    expect(uid('ja', now)).not.toBe(uid('en', now));
  });

  test('Chinese text folds and parses back whole; a one-day event ends the next day', () => {
    const title = '八卦山賞鷹季：鷹揚八卦，賞鷹嘉年華；松柏嶺「鷹河流」景象預估在春分前後出現'.repeat(2);
    const text = eventCalendar(event(2, '2026-03-14', undefined, { title }), 'zh-tw', now)!;
    const entry = new ICAL.Event(parse(text).getFirstSubcomponent('vevent')!);
    expect(entry.summary).toBe(title);
    expect(entry.startDate.toString()).toBe('2026-03-14');
    expect(entry.endDate.toString()).toBe('2026-03-15');
    expect(entry.uid).toBe('event-2-zh-tw@www.example.test');
  });

  test('a cancelled event says so (STATUS:CANCELLED); one going ahead carries no status', () => {
    const status = (extra: Partial<TourismEvent>) =>
      parse(eventCalendar(event(5, '2026-03-11', '2026-03-31', extra), 'en', now)!)
        .getFirstSubcomponent('vevent')!
        .getFirstPropertyValue('status');
    expect(status({ status: 'cancelled' })).toBe('CANCELLED');
    expect(status({})).toBeNull();
    expect(status({ status: 'rescheduled' })).toBeNull();
  });

  test('a seasonal event without dates has no file', () => {
    expect(eventCalendar(event(9), 'en', now)).toBeUndefined();
  });
});

describe('the feed of upcoming events, with a fixed clock', () => {
  const events = [
    event(1, '2026-03-11', '2026-03-31'), // ended
    event(2, '2027-03-10', '2027-03-31'), // coming
    event(3, '2026-11-20', '2026-11-27'), // last day today
    event(9), // seasonal, no dates
  ];

  test('running and coming events, soonest first; ended and undated ones left out', () => {
    const calendar = parse(upcomingEventsCalendar(events, 'ja', '今後のイベント', now));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('今後のイベント');
    const uids = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent).uid);
    expect(uids).toEqual(['event-3-ja@www.example.test', 'event-2-ja@www.example.test']);
  });

  test('with nothing coming, a valid calendar without events', () => {
    const text = upcomingEventsCalendar([events[0]!, events[3]!], 'en', 'Upcoming', now);
    const calendar = parse(text);
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(0);
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(1);
    expect(writeCalendar({ prodId: '-//x//EN', events: [], now })).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });
});
