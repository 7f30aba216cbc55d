import { z } from 'zod';

/** What a contact message is about; the admins' e-mail and list show the label. */
export const CONTACT_TOPICS = ['question', 'account', 'billing', 'compliance', 'data', 'bug', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  question: 'A question about using Sillage',
  account: 'Sign-in, account or invitation',
  billing: 'Plans and billing',
  compliance: 'IFRA, EU rules or certificates',
  data: 'Materials or reference data',
  bug: 'Something does not work',
  other: 'Something else',
};

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** The contact form of /contact and /support, as the form and POST /api/contact both check it. */
export const ContactMessageInputSchema = z.object({
  name: z.string().trim().min(1, 'Please give your name').max(120, 'Please keep the name under 120 characters'),
  email: z
    .string()
    .trim()
    .max(254, 'This e-mail address is too long')
    .pipe(z.email('Please enter a valid e-mail address, such as name@example.com')),
  topic: z.enum(CONTACT_TOPICS, 'Please choose a topic'),
  subject: z
    .string()
    .trim()
    .min(3, 'Please write a subject of at least 3 characters')
    .max(200, 'Please keep the subject under 200 characters'),
  message: z
    .string()
    .trim()
    .min(10, 'Please write at least 10 characters so we can help')
    .max(CONTACT_MESSAGE_MAX_LENGTH, `Please keep the message under ${CONTACT_MESSAGE_MAX_LENGTH} characters`),
  /** Where the form was sent from (/contact or /support). */
  page: z.enum(['/contact', '/support']).default('/contact'),
});
export type ContactMessageInput = z.infer<typeof ContactMessageInputSchema>;

export const CONTACT_MESSAGE_STATUSES = ['new', 'answered', 'archived'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

export const ContactMessagesQuerySchema = z.object({
  status: z.enum(CONTACT_MESSAGE_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type ContactMessagesQuery = z.infer<typeof ContactMessagesQuerySchema>;

export const ContactMessageIdParamSchema = z.object({ id: z.uuid() });

export const UpdateContactMessageInputSchema = z.object({ status: z.enum(CONTACT_MESSAGE_STATUSES) });
