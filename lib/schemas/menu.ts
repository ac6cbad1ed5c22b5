import { z } from 'zod';
import { linkSchema } from './common';
import { isoDateSchema } from './localized';

/** Spec section 2: the menu item types, each rendered its own way. */
export const menuItemTypes = [
  'video',
  'cover',
  'title-list',
  'title-link',
  'event',
  'icon-tile',
  'cover-tile',
  'mobile-only',
  'attraction',
  'simple',
] as const;
export const menuItemTypeSchema = z.enum(menuItemTypes);
export type MenuItemType = z.infer<typeof menuItemTypeSchema>;

/** A link inside a unit; event links carry their dates (YYYY-MM-DD, Taiwan time) so the menu can show them. */
export const menuUnitLinkSchema = z.object({
  title: z.string().min(1),
  url: linkSchema,
  date_begin: isoDateSchema.optional(),
  date_end: isoDateSchema.optional(),
});
export type MenuUnitLink = z.infer<typeof menuUnitLinkSchema>;

/**
 * A titled group of links inside an item, computed by the backend: the attraction item's areas,
 * each with its top five by hits; the event item's featured events.
 */
export const menuUnitSchema = z.object({
  title: z.string().min(1),
  url: linkSchema.optional(),
  links: z.array(menuUnitLinkSchema),
});
export type MenuUnit = z.infer<typeof menuUnitSchema>;

/** Who does not see an item: visitors in English and Japanese ("foreign"), or listed backend languages. */
export const menuHiddenSchema = z.object({
  foreign: z.boolean().optional(),
  langs: z.array(z.enum(['zh-tw', 'en', 'ja'])).optional(),
});

type MenuItemShape = {
  id: number;
  title: string;
  url?: string;
  isLinkOut: boolean;
  icon?: string;
  cover?: string;
  type: MenuItemType;
  order: number;
  columns?: number;
  units?: MenuUnit[];
  subMenu?: MenuItemShape[];
  hidden?: z.infer<typeof menuHiddenSchema>;
};

/**
 * Spec section 3, Menu item: id, title, url, isLinkOut, icon, type, units, subMenu, columns — plus
 * order and visibility (our addition to the contract, documented in the README).
 */
export const menuItemSchema: z.ZodType<MenuItemShape> = z.lazy(() =>
  z.object({
    id: z.number().int().positive(),
    title: z.string().min(1),
    url: linkSchema.optional(),
    isLinkOut: z.boolean(),
    icon: z.string().min(1).optional(),
    cover: z.string().min(1).optional(),
    type: menuItemTypeSchema,
    order: z.number().int(),
    columns: z.number().int().min(1).max(6).optional(),
    units: z.array(menuUnitSchema).optional(),
    subMenu: z.array(menuItemSchema).optional(),
    hidden: menuHiddenSchema.optional(),
  }),
);
export type MenuItem = MenuItemShape;
