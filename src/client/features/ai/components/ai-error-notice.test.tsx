import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { ApiError } from '../../../lib/api.ts';
import { AiErrorNotice, ConnectProviderNotice } from './ai-notice.tsx';

describe('AiErrorNotice', () => {
  it.each([
    [
      new ApiError(503, 'AI_NOT_CONFIGURED', 'No provider'),
      'Connect an AI provider',
      'No AI provider is connected yet.',
    ],
    [new ApiError(403, 'FORBIDDEN', 'AI is in the Studio plan.'), 'Not in your plan', 'AI is in the Studio plan.'],
    [new ApiError(429, 'AI_COST_LIMIT', 'The limit of $5.00 is reached.'), 'Monthly AI limit reached', '$5.00'],
    [new ApiError(502, 'AI_PROVIDER', 'Anthropic answered 529: overloaded'), 'The AI call failed', 'overloaded'],
    [new Error('Network down'), 'Something went wrong', 'Network down'],
  ])('explains %s under the title “%s”', (error, title, text) => {
    renderApp(<AiErrorNotice error={error} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(text);
  });

  it('links a refused plan to the pricing page', () => {
    renderApp(<AiErrorNotice error={new ApiError(403, 'FORBIDDEN', 'Not in Free.')} />);
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
  });
});

describe('ConnectProviderNotice', () => {
  it('points to Settings and, in full, names both ways to connect', () => {
    renderApp(<ConnectProviderNotice />);
    expect(screen.getByRole('link', { name: 'Settings → AI' })).toHaveAttribute('href', '/settings');
    expect(screen.getByText(/OpenAI-compatible base URL/)).toBeInTheDocument();
  });
});
