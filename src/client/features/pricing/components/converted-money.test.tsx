import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { formatMoney } from '../../../../domain/shared/format-numbers.ts';
import { ConvertedMoney, describeRate } from './converted-money.tsx';

// The rates are the administrator's input (these are made up for the test), never a market quote.
const USD_EUR = { baseCurrency: 'USD', quoteCurrency: 'EUR', rate: 0.5, effectiveOn: '2026-11-02' };

describe('ConvertedMoney (a price in the display currency)', () => {
  it('shows an amount already in the display currency as it is, with no rate', () => {
    const { container } = renderApp(<ConvertedMoney amount={12} currency="EUR" displayCurrency="EUR" rates={[]} />);
    expect(container).toHaveTextContent(formatMoney(12, 'EUR'));
    expect(container).not.toHaveTextContent('rate');
  });

  it('converts at the rate set, names the rate and keeps the amount as priced beneath', () => {
    renderApp(<ConvertedMoney amount={10} currency="USD" displayCurrency="EUR" rates={[USD_EUR]} />);
    expect(screen.getByText(formatMoney(5, 'EUR'), { exact: false })).toBeInTheDocument();
    expect(screen.getByText(`${formatMoney(10, 'USD')} at 1 USD = 0.5 EUR on 2026-11-02`)).toBeInTheDocument();
  });

  it('converts the other way through the same rate (EUR → USD divides)', () => {
    renderApp(<ConvertedMoney amount={10} currency="EUR" displayCurrency="USD" rates={[USD_EUR]} />);
    expect(screen.getByText(formatMoney(20, 'USD'), { exact: false })).toBeInTheDocument();
  });

  it('never guesses a rate: without one the amount stays as priced, and says so', () => {
    renderApp(<ConvertedMoney amount={10} currency="GBP" displayCurrency="EUR" rates={[USD_EUR]} />);
    expect(screen.getByText('No GBP → EUR rate set, shown as priced')).toBeInTheDocument();
    expect(screen.getByText(formatMoney(10, 'GBP'), { exact: false })).toBeInTheDocument();
  });

  it('says when the currency of a price is unknown', () => {
    renderApp(<ConvertedMoney amount={10} currency={null} displayCurrency="EUR" rates={[USD_EUR]} />);
    expect(screen.getByText('Currency unknown, shown as priced')).toBeInTheDocument();
  });

  it.each([
    [0.92, '1 USD = 0.92 EUR on 2026-11-02'],
    [0.9234567891, '1 USD = 0.923457 EUR on 2026-11-02'],
  ])('describes a rate of %f as %s', (rate, text) => {
    expect(describeRate({ ...USD_EUR, rate })).toBe(text);
  });
});
