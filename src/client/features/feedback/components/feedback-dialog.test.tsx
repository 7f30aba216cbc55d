import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { FeedbackDialog } from './feedback-dialog.tsx';

beforeAll(() => {
  // happy-dom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => {}, removeEventListener: () => {} },
      configurable: true,
    });
  }
});

// The feedback sign-in texts of spec section 8, verbatim.
describe('the feedback dialog and sign-in', () => {
  it("tells a visitor 'You must be logged in to submit feedback' and keeps Submit disabled", async () => {
    const { user } = renderApp(<FeedbackDialog opened onClose={() => {}} pathname="/materials" />, { user: null });
    expect(await screen.findByText('You must be logged in to submit feedback')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: /title/i }));
    await user.paste('A title');
    await user.click(screen.getByRole('textbox', { name: /description/i }));
    await user.paste('A description');
    expect(screen.getByRole('button', { name: 'Submit feedback' })).toBeDisabled();
  });

  it("says 'User must be authenticated to submit feedback' when the server answers 401", async () => {
    const { user } = renderApp(<FeedbackDialog opened onClose={() => {}} pathname="/materials" />, {
      user: { id: 'u1', email: 'camille@sillage.test', name: 'Camille' },
      api: [
        {
          method: 'POST',
          path: '/api/feedback',
          status: 401,
          body: { error: { code: 'UNAUTHORIZED', message: 'Sign in first.' } },
        },
      ],
    });
    await user.click(screen.getByRole('textbox', { name: /title/i }));
    await user.paste('A title');
    await user.click(screen.getByRole('textbox', { name: /description/i }));
    await user.paste('A description');
    const submit = screen.getByRole('button', { name: 'Submit feedback' });
    await expect.poll(() => submit.hasAttribute('disabled')).toBe(false);
    await user.click(submit);
    expect(await screen.findByText('User must be authenticated to submit feedback')).toBeInTheDocument();
  });

  it('records the viewport size with the feedback (spec section 3)', async () => {
    const { user, requests } = renderApp(<FeedbackDialog opened onClose={() => {}} pathname="/materials" />, {
      user: { id: 'u1', email: 'camille@sillage.test', name: 'Camille' },
      api: [{ method: 'POST', path: '/api/feedback', status: 201, body: { feedback: { id: 'f1' } } }],
    });
    await user.click(screen.getByRole('textbox', { name: /title/i }));
    await user.paste('A title');
    await user.click(screen.getByRole('textbox', { name: /description/i }));
    await user.paste('A description');
    const submit = screen.getByRole('button', { name: 'Submit feedback' });
    await expect.poll(() => submit.hasAttribute('disabled')).toBe(false);
    await user.click(submit);
    await expect
      .poll(() => requests.find((request) => request.path === '/api/feedback')?.body)
      .toMatchObject({ viewport_size: `${window.innerWidth}x${window.innerHeight}` });
  });
});
