import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/dom/render-app.tsx';
import { FatalErrorBoundary, RouteErrorBoundary } from './error-boundary.tsx';

function Broken(): never {
  throw new Error('broken on purpose');
}

// Spec section 8: 'Application Error' for a fatal failure, 'Error loading page' for a page that failed.
describe('error boundaries', () => {
  it("a fatal failure reads 'Application Error' and 'Something went wrong' with a refresh button", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <FatalErrorBoundary>
        <Broken />
      </FatalErrorBoundary>,
    );
    expect(screen.getByText('Application Error')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeInTheDocument();
  });

  it("a page that throws reads 'Error loading page'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Error loading page' })).toBeInTheDocument();
    expect(screen.getByText('The page encountered an unexpected error.')).toBeInTheDocument();
  });
});
