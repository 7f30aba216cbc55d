import { describe, expect, it } from 'vitest';
import { buildContactMail } from './build-contact-mail.ts';
import { ContactMessageInputSchema } from './contact-message.schemas.ts';

const valid = {
  name: 'Germaine Cellier',
  email: 'germaine@example.com',
  topic: 'compliance',
  subject: 'Category 4 limit',
  message: 'Which amendment does the limit for Category 4 follow?',
};

describe('ContactMessageInputSchema', () => {
  it('accepts a complete message, trimmed, from /contact by default', () => {
    expect(ContactMessageInputSchema.parse({ ...valid, name: '  Germaine Cellier ' })).toEqual({
      ...valid,
      page: '/contact',
    });
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name', 'Please give your name'],
    ['an address without a domain', { email: 'germaine@' }, 'email', 'Please enter a valid e-mail address'],
    ['an unknown topic', { topic: 'sales' }, 'topic', 'Please choose a topic'],
    ['a two-letter subject', { subject: 'Hi' }, 'subject', 'at least 3 characters'],
    ['a message of nine characters', { message: '123456789' }, 'message', 'at least 10 characters'],
    ['a message of 5001 characters', { message: 'a'.repeat(5001) }, 'message', 'under 5000 characters'],
    ['another page', { page: '/admin' }, 'page', ''],
  ])('refuses %s', (_, change, path, words) => {
    const result = ContactMessageInputSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path.join('.')).toBe(path);
    expect(issue?.message).toContain(words);
  });
});

describe('buildContactMail', () => {
  it('names the sender, the topic and the page, and replies to the sender', () => {
    const mail = buildContactMail(
      { ...valid, topic: 'compliance', page: '/support' },
      { publicUrl: 'https://sillage.example', signedInAs: null },
    );
    expect(mail.subject).toBe('[Sillage contact] Category 4 limit');
    expect(mail.replyTo).toBe('germaine@example.com');
    expect(mail.text).toContain('From: Germaine Cellier <germaine@example.com>, not signed in');
    expect(mail.text).toContain('Topic: IFRA, EU rules or certificates');
    expect(mail.text).toContain('Sent from: https://sillage.example/support');
    expect(mail.text).toContain(valid.message);
  });

  it('keeps the subject on one line', () => {
    const mail = buildContactMail(
      { ...valid, topic: 'other', page: '/contact', subject: 'Hello\r\nBcc: someone@example.com' },
      { publicUrl: 'http://localhost:3000', signedInAs: null },
    );
    expect(mail.subject).toBe('[Sillage contact] Hello Bcc: someone@example.com');
  });

  it('says which account sent it when signed in', () => {
    const mail = buildContactMail(
      { ...valid, topic: 'bug', page: '/contact' },
      { publicUrl: 'http://localhost:3000', signedInAs: 'g.cellier@house.example' },
    );
    expect(mail.text).toContain('signed in as g.cellier@house.example');
  });
});
