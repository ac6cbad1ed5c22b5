import 'server-only';
import { readDataFile } from '@/lib/server/data-files';
import { z } from 'zod';
import type applicationSeedsFile from '@/data/forms/applications.json';
import type feedbackSeedsFile from '@/data/forms/feedback.json';
import type registrationSeedsFile from '@/data/forms/registrations.json';
import type surveySeedsFile from '@/data/forms/surveys.json';
import type { ApiLang } from '@/lib/i18n/locales';
import {
  fieldDefinitionSchema,
  fieldTypes,
  formKinds,
  type FieldDefinition,
  type FormDefinition,
  type FormKind,
  progressFieldsSchema,
} from '@/lib/schemas/forms/field-definition';
import { getEnv } from '@/lib/env';
import { isoDateSchema } from '@/lib/schemas/localized';
import { createSeedStore, type SeedStore } from './seed-store';

const applicationSeeds = readDataFile<typeof applicationSeedsFile>('forms/applications.json');
const feedbackSeeds = readDataFile<typeof feedbackSeedsFile>('forms/feedback.json');
const registrationSeeds = readDataFile<typeof registrationSeedsFile>('forms/registrations.json');
const surveySeeds = readDataFile<typeof surveySeedsFile>('forms/surveys.json');

/** Text in the three backend languages (zh-cn pages convert the zh-tw text). */
const text = z.object({ 'zh-tw': z.string().min(1), en: z.string().min(1), ja: z.string().min(1) });

const fieldSeedSchema = z.object({
  name: z.string(),
  type: z.enum(fieldTypes),
  required: z.boolean(),
  label: text,
  hint: text.optional(),
  options: z.array(z.object({ value: z.string(), label: text })).optional(),
  min: z.number().int().optional(),
  max: z.number().int().optional(),
  minDaysAhead: z.number().int().optional(),
  value: z.string().optional(),
  mobile: z.boolean().optional(),
  autoComplete: z.string().optional(),
});

const formSeedSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(formKinds),
  /**
   * Written to exercise the form engine (tests, trials), not a survey, event or service the office
   * announced: served only with EXAMPLE_FORMS=1, so a visitor never signs up for an invented walk.
   */
  example: z.boolean().optional(),
  title: text,
  description: text,
  fields: z.array(fieldSeedSchema).min(1),
  progressFields: progressFieldsSchema.optional(),
  // Surveys: the answering period. Registrations: the event day, the deadline and the places.
  opens: isoDateSchema.optional(),
  closes: isoDateSchema.optional(),
  eventDate: isoDateSchema.optional(),
  deadline: isoDateSchema.optional(),
  capacity: z.number().int().positive().optional(),
});
export type FormSeed = z.infer<typeof formSeedSchema>;

function loadForms(kind: FormKind, records: unknown): SeedStore<FormSeed> {
  const seeds = z.array(formSeedSchema).parse(records);
  for (const seed of seeds) {
    if (seed.kind !== kind) throw new Error(`data/forms: form ${seed.id} is a ${seed.kind}, expected ${kind}`);
    if (kind === 'registration' && (!seed.capacity || !seed.deadline))
      throw new Error(`data/forms: registration ${seed.id} needs capacity and deadline`);
    // Every field must be a valid definition in every language, and names must be unique.
    for (const lang of ['zh-tw', 'en', 'ja'] as const) localizeFields(seed, lang);
    if (new Set(seed.fields.map((field) => field.name)).size !== seed.fields.length)
      throw new Error(`data/forms: form ${seed.id} repeats a field name`);
  }
  return createSeedStore(`forms/${kind}`, servedForms(seeds, getEnv().EXAMPLE_FORMS));
}

/** The forms visitors may see: the office's own, and the examples only when asked for (EXAMPLE_FORMS). */
export function servedForms<T extends { example?: boolean }>(seeds: readonly T[], withExamples: boolean): T[] {
  return withExamples ? [...seeds] : seeds.filter((seed) => !seed.example);
}

function localizeFields(seed: FormSeed, lang: ApiLang): FieldDefinition[] {
  return seed.fields.map((field) =>
    fieldDefinitionSchema.parse({
      ...field,
      label: field.label[lang],
      hint: field.hint?.[lang],
      options: field.options?.map((option) => ({ value: option.value, label: option.label[lang] })),
    }),
  );
}

/** A form in one language, as the pages and the send handlers use it. */
export function localizeForm(seed: FormSeed, lang: ApiLang): FormDefinition {
  return {
    id: seed.id,
    kind: seed.kind,
    title: seed.title[lang],
    description: seed.description[lang],
    fields: localizeFields(seed, lang),
    progressFields: seed.progressFields,
  };
}

export const formStores: Record<FormKind, SeedStore<FormSeed>> = {
  survey: loadForms('survey', surveySeeds),
  registration: loadForms('registration', registrationSeeds),
  application: loadForms('application', applicationSeeds),
  feedback: loadForms('feedback', feedbackSeeds),
};
