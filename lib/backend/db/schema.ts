import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * Suggestions to the head's mailbox (spec section 4, "Suggestion flow"). A suggestion is stored
 * before the visitor is told it was sent, waits for its author to confirm by e-mail, and only
 * then counts as filed. The confirmation token is kept as a hash and cleared once used.
 */
export const suggestions = pgTable('suggestions', {
  id: serial('id').primaryKey(),
  serialNumber: text('serial_number').notNull().unique(),
  lang: text('lang').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  /** awaiting-confirmation → filed → processing → replied (see lib/domain/suggestion-status). */
  status: text('status').notNull(),
  confirmTokenHash: text('confirm_token_hash'),
  reply: text('reply'),
  replyVia: text('reply_via'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  repliedAt: timestamp('replied_at', { withTimezone: true }),
});

/**
 * Captcha challenges; a code is good for one answer, until it expires. Answers are checked
 * against the hash; the code itself is kept only to speak it (the audio alternative) and is
 * deleted with the row once expired.
 */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  codeHash: text('code_hash').notNull(),
  code: text('code'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Fixed-window request counters per client and endpoint, shared by every server instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/** The first answer to each Idempotency-Key, replayed for a retried or double-clicked submission. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  status: integer('status').notNull(),
  body: jsonb('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every e-mail the site sends, stored first; `sentAt` is set once SMTP accepted it. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});
