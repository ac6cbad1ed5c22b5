/**
 * The fixed choices of the content's classifications (scenic areas, categories, trip lengths) as
 * plain data, without zod: the section registry (lib/sections.ts) reads them, and the registry is
 * in every page's first-load JavaScript (the language switcher asks it which pages a language
 * has), where zod would weigh 40 kB. The schemas build their validators from the same lists.
 */
export const areaIds = [51, 52, 53] as const;
export const attractionTypes = ['attraction', 'visitor-center'] as const;
export const ecologyCategoryIds = [301, 302, 303, 304, 305] as const;
export const glossaryCategoryIds = [1, 2, 3, 4, 5, 6] as const;
export const newsCategoryIds = [1, 2, 3] as const;
export const publicationCategoryIds = [401, 402, 403] as const;
export const souvenirCategoryIds = [201, 202, 203, 204] as const;
export const tourCategoryIds = [10143, 10146, 10144, 10142] as const;
export const filmCategoryIds = [701, 702] as const;
export const tripDays = [0.5, 1, 2, 3] as const;
