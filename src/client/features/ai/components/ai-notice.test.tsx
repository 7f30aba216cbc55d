import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { ConnectProviderNotice } from './ai-notice.tsx';

// Issue 35 item 12: the AI settings notice finishes its sentence.
describe('ConnectProviderNotice', () => {
  it('the compact notice (Settings → AI) ends its sentence', () => {
    renderApp(<ConnectProviderNotice compact />);
    expect(screen.getByTestId('ai-connect-notice')).toHaveTextContent(
      /In Settings → AI, add the key of a provider below, or point Sillage at a local model through an OpenAI-compatible base URL \(no key needed\)\.$/,
    );
  });
});
