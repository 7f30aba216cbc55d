import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CreateFeedbackInput } from '../../../domain/feedback/feedback.schemas.ts';
import { users } from './auth.ts';

/** Beta feedback (spec section 3: beta_feedback). */
export const betaFeedback = pgTable(
  'beta_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userEmail: text('user_email').notNull(),
    feedbackType: text('feedback_type').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull().default('new'),
    priority: text('priority'),
    sentiment: text('sentiment'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    expectedBehavior: text('expected_behavior'),
    actualBehavior: text('actual_behavior'),
    stepsToReproduce: text('steps_to_reproduce'),
    pageUrl: text('page_url'),
    pageContext: jsonb('page_context').$type<CreateFeedbackInput['page_context']>(),
    browser: text('browser'),
    deviceType: text('device_type'),
    viewportSize: text('viewport_size'),
    userAgent: text('user_agent'),
    /** The admin's answer, shown to the author in /feedback and mailed to them. */
    adminReply: text('admin_reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('beta_feedback_user_id_idx').on(table.userId),
    index('beta_feedback_created_at_idx').on(table.createdAt),
  ],
);

/** One vote per user and feedback item (spec section 3: beta_feedback_votes); voting again removes it. */
export const betaFeedbackVotes = pgTable(
  'beta_feedback_votes',
  {
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => betaFeedback.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.feedbackId, table.userId] })],
);

/** Applications to the beta programme; an admin's acceptance sets profiles.is_beta_tester. */
export const betaApplications = pgTable('beta_applications', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  motivation: text('motivation').notNull(),
  status: text('status').$type<'pending' | 'accepted' | 'declined'>().notNull().default('pending'),
  decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages sent through /contact and /support (visitors too), mailed to the admins and listed for them. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The signed-in sender, if any; the message stays when the account is deleted. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    page: text('page').notNull(),
    /** new, answered or archived (set by an admin). */
    status: text('status').notNull().default('new'),
    /** When the admins' e-mail left; null when no admin address is known or the mailer failed (the message stays). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);
