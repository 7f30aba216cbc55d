import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { client } from '../../../lib/api-client.ts';
import { ContactForm } from './contact-form.tsx';

const sent = answer<typeof client.contact.$post>(
  'POST',
  '/api/contact',
  { message: { id: '00000000-0000-4000-8000-000000000001', createdAt: '2026-11-23T23:00:00.000Z' } },
  201,
);

async function fillFields(
  user: ReturnType<typeof renderApp>['user'],
  values: { name: string; email: string; subject: string },
) {
  for (const [name, value] of [
    [/^name/i, values.name],
    [/^e-mail/i, values.email],
    [/^subject/i, values.subject],
  ] as const) {
    await user.click(screen.getByRole('textbox', { name }));
    await user.paste(value);
  }
}

/** Pastes into each field (typing character by character is slow in happy-dom and adds nothing here). */
async function fillForm(user: ReturnType<typeof renderApp>['user']) {
  const fields: Array<[RegExp, string]> = [
    [/^name/i, 'Germaine Cellier'],
    [/^e-mail/i, 'germaine@example.com'],
    [/^subject/i, 'Category 4 limit'],
    [/^message/i, 'Which amendment does the limit follow?'],
  ];
  for (const [name, value] of fields) {
    await user.click(screen.getByRole('textbox', { name }));
    await user.paste(value);
  }
}

beforeAll(() => {
  // happy-dom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => {}, removeEventListener: () => {} },
      configurable: true,
    });
  }
});

afterEach(() => sessionStorage.clear());

describe('ContactForm', () => {
  it('checks the fields with the domain schema and sends nothing while they are wrong', async () => {
    const { user, requests } = renderApp(<ContactForm page="/contact" defaultTopic="other" sender={null} />);
    await user.type(screen.getByRole('textbox', { name: /^e-mail/i }), 'germaine@');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please give your name')).toBeInTheDocument();
    expect(screen.getByText(/Please enter a valid e-mail address/)).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/api/contact')).toHaveLength(0);
  });

  it('sends the message with its page and topic, then confirms where the answer will go', async () => {
    const { user, requests } = renderApp(<ContactForm page="/support" defaultTopic="question" sender={null} />, {
      api: [sent],
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/they will answer at germaine@example.com/)).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/contact')?.body).toEqual({
      name: 'Germaine Cellier',
      email: 'germaine@example.com',
      topic: 'question',
      subject: 'Category 4 limit',
      message: 'Which amendment does the limit follow?',
      page: '/support',
    });
  });

  it('keeps every field and says when to come back on a 429', async () => {
    const { user } = renderApp(<ContactForm page="/contact" defaultTopic="other" sender={null} />, {
      api: [
        {
          method: 'POST',
          path: '/api/contact',
          status: 429,
          body: {
            error: {
              code: 'RATE_LIMITED',
              message: 'You have sent several messages in a short time. Please try again in 12 minutes.',
            },
          },
        },
      ],
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in 12 minutes.');
    expect(screen.getByRole('textbox', { name: /^message/i })).toHaveValue('Which amendment does the limit follow?');
    expect(screen.getByRole('textbox', { name: /^subject/i })).toHaveValue('Category 4 limit');
  });

  it('keeps an unsent subject and message across a reload, and forgets them once sent', async () => {
    const first = renderApp(<ContactForm page="/contact" defaultTopic="other" sender={null} />, { api: [sent] });
    await first.user.click(screen.getByRole('textbox', { name: /^message/i }));
    await first.user.paste('Which amendment does the limit follow?');
    first.unmount();

    const second = renderApp(<ContactForm page="/contact" defaultTopic="other" sender={null} />, { api: [sent] });
    expect(screen.getByRole('textbox', { name: /^message/i })).toHaveValue('Which amendment does the limit follow?');
    await fillFields(second.user, { name: 'Germaine Cellier', email: 'germaine@example.com', subject: 'Category 4' });
    await second.user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/they will answer at/)).toBeInTheDocument();
    expect(sessionStorage.getItem('sillage.contact-draft')).toBeNull();
  });

  it('fills in a signed-in sender’s name and address', async () => {
    renderApp(<ContactForm page="/contact" defaultTopic="other" sender={{ name: 'Ada', email: 'ada@example.com' }} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^e-mail/i })).toHaveValue('ada@example.com'));
    expect(screen.getByRole('textbox', { name: /^name/i })).toHaveValue('Ada');
  });
});
