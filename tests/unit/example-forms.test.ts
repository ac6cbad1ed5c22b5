import { describe, expect, test } from 'vitest';
import applications from '@/data/forms/applications.json';
import feedback from '@/data/forms/feedback.json';
import registrations from '@/data/forms/registrations.json';
import surveys from '@/data/forms/surveys.json';
import { servedForms } from '@/lib/backend/content/online-forms';

type Seed = { id: number; example?: boolean; title: { en: string } };
const titles = (seeds: Seed[], withExamples: boolean) => servedForms(seeds, withExamples).map((s) => s.title.en);

// Only what the office offers reaches a visitor; the forms written to exercise the form engine
// (invented walks, surveys, a filming application) are served to tests and trials that ask for them.
describe('example forms (EXAMPLE_FORMS)', () => {
  test('off, visitors see the tea-experience reservation (spec) and the feedback form, nothing invented', () => {
    expect(titles(registrations as Seed[], false)).toEqual([]);
    expect(titles(surveys as Seed[], false)).toEqual([]);
    expect(titles(applications as Seed[], false)).toEqual(['Tea experience booking at the Songboling Visitor Center']);
    expect(titles(feedback as Seed[], false)).toHaveLength(1);
  });

  test('on, the examples are served beside them', () => {
    expect(titles(registrations as Seed[], true)).toHaveLength(2);
    expect(titles(surveys as Seed[], true)).toHaveLength(2);
    expect(titles(applications as Seed[], true)).toEqual([
      'Tea experience booking at the Songboling Visitor Center',
      'Filming and drone photography application',
    ]);
  });
});
