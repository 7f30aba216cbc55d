import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    pageContext: jsonb('page_context'),
    browser: text('browser'),
    deviceType: text('device_type'),
    viewportSize: text('viewport_size'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('beta_feedback_user_id_idx').on(table.userId), index('beta_feedback_created_at_idx').on(table.createdAt)],
);
