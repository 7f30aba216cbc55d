import { CONTACT_TOPIC_LABELS, type ContactMessageInput } from './contact-message.schemas.ts';

/** The e-mail the admins receive for one contact message: plain text, the sender's address to reply to. */
export function buildContactMail(
  message: Pick<ContactMessageInput, 'name' | 'email' | 'topic' | 'subject' | 'message' | 'page'>,
  context: { publicUrl: string; signedInAs: string | null },
): { subject: string; text: string; replyTo: string } {
  const sender = context.signedInAs
    ? `${message.name} <${message.email}>, signed in as ${context.signedInAs}`
    : `${message.name} <${message.email}>, not signed in`;
  return {
    // One line: a subject typed with line breaks never becomes a second header.
    subject: `[Sillage contact] ${message.subject.replace(/\s+/g, ' ')}`.slice(0, 250),
    replyTo: message.email,
    text: [
      `From: ${sender}`,
      `Topic: ${CONTACT_TOPIC_LABELS[message.topic]}`,
      `Sent from: ${context.publicUrl}${message.page}`,
      '',
      message.message,
      '',
      '—',
      `Reply to this e-mail to answer ${message.name}. Every message is also listed in ${context.publicUrl}/admin/contact-messages.`,
    ].join('\n'),
  };
}
