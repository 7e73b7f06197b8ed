import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShippingEstimate } from './shipping-estimate';
import { StockShield } from './stock-shield';

afterEach(cleanup);

describe('StockShield', () => {
  it('says in stock when the quantity is positive', () => {
    const { container } = render(<StockShield quantity={2} />);
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(container.firstChild).toHaveClass('stock-shield--in-stock');
  });

  it('says ordered from supplier otherwise', () => {
    const { container } = render(<StockShield quantity={0} />);
    expect(screen.getByText('Ordered from supplier')).toBeInTheDocument();
    expect(container.firstChild).toHaveClass('stock-shield--supplier');
  });
});

describe('ShippingEstimate', () => {
  it.each([
    [0, 'green', 'In stock, ships today'],
    [2, 'green', 'Ships in about 2 days'],
    [6, 'yellow', 'Ships in about 6 days'],
    [9, 'red', 'Ships in about 9 days'],
    [30, 'gray', 'Ships in about 30 days'],
    [null, 'unknown', 'Unknown, please use the contact form or call.'],
  ])('colours %s days %s and explains it', (days, colour, text) => {
    const { container } = render(<ShippingEstimate days={days} />);
    expect(container.firstChild).toHaveClass(`shipping-estimate--${colour}`);
    expect(screen.getByRole('button', { name: text })).toBeInTheDocument();
  });

  it('names the arrival date when given, and shows the text on request', () => {
    render(<ShippingEstimate days={1} arrival="2026-12-01" showText />);
    expect(screen.getByText('Ships around 2026-12-01')).toBeInTheDocument();
  });
});
