import { customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Raw bytes (PostgreSQL bytea), as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

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
 * Views already counted: one row per visitor and item until `expiresAt`, so a reload within the
 * window counts nothing on whichever server it lands. `visitor` is a salted hash, never an address.
 */
export const viewMarks = pgTable(
  'view_marks',
  {
    visitor: text('visitor').notNull(),
    resource: text('resource').notNull(),
    itemId: integer('item_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.visitor, table.resource, table.itemId] }),
    index('view_marks_expires_at_idx').on(table.expiresAt),
  ],
);

/** Random secrets every server must share (e.g. the salt of visitor hashes), made on first use. */
export const secrets = pgTable('secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
 * deleted with the row once expired. `audioPlays` counts the times it was spoken (capped).
 */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  codeHash: text('code_hash').notNull(),
  code: text('code'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  audioPlays: integer('audio_plays').notNull().default(0),
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
  /** SHA-256 of what was submitted under the key: the same key with other values is refused. */
  fingerprint: text('fingerprint'),
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

/**
 * Everything visitors file through a form built from field definitions: survey answers, event
 * registrations, applications (the tea reservation among them) and feedback. Stored before the
 * visitor is told it was sent; `status` follows lib/domain/case-status.
 */
export const submissions = pgTable('submissions', {
  id: serial('id').primaryKey(),
  serialNumber: text('serial_number').notNull().unique(),
  kind: text('kind').notNull(),
  formId: integer('form_id').notNull(),
  lang: text('lang').notNull(),
  /** The e-mail used, when the form asks for one: the progress inquiry needs it with the serial. */
  email: text('email'),
  /** Registrations: the places taken, counted against the event's capacity. */
  seats: integer('seats').notNull().default(0),
  answers: jsonb('answers').notNull(),
  status: text('status').notNull(),
  replyVia: text('reply_via'),
  note: text('note'),
  /** Feedback: the office's answer as written to the visitor, and when it was given. */
  reply: text('reply'),
  repliedAt: timestamp('replied_at', { withTimezone: true }),
  /**
   * Feedback the visitor agreed to make public and an operator published (`npm run ops -- publish`):
   * the message as published (personal data taken out) and since when; withdrawing clears them.
   */
  publishedMessage: text('published_message'),
  /** The visitor's photo when they also agreed to publish it: re-encoded, so none of its metadata (GPS) is kept. */
  publishedPhoto: bytea('published_photo'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Attachments of submissions, their bytes in the database: written in the submission's own
 * transaction (nothing half-filed), and there for every server sharing the database, whichever one
 * received the form. No route serves them back to visitors.
 */
export const submissionFiles = pgTable('submission_files', {
  id: serial('id').primaryKey(),
  submissionId: integer('submission_id')
    .notNull()
    .references(() => submissions.id),
  field: text('field').notNull(),
  content: bytea('content').notNull(),
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
});

/**
 * Operators' corrections of the seed content: one text field of one item in one language
 * (`npm run ops -- edit`), laid over the seed data on every read, so a fix needs no redeploy and
 * reaches every server sharing the database.
 */
export const contentEdits = pgTable(
  'content_edits',
  {
    endpoint: text('endpoint').notNull(),
    itemId: integer('item_id').notNull(),
    lang: text('lang').notNull(),
    field: text('field').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.endpoint, table.itemId, table.lang, table.field] })],
);
