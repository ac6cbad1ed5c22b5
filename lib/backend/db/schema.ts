import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** View counters ("hits") per resource item; the seed content carries no counts of its own. */
export const hits = pgTable(
  'hits',
  {
    resource: text('resource').notNull(),
    itemId: integer('item_id').notNull(),
    count: integer('count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.resource, table.itemId] })],
);
