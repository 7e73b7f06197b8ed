import { render, screen } from '@testing-library/react';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../lib/query-client';
import { testQueryClient } from '../lib/testing/shell-api';
import { withQuery } from './with-query';

const seen: unknown[] = [];

function ClientProbe({ name }: { name: string }) {
  seen.push(useQueryClient());
  return <p>{name}</p>;
}

describe('withQuery', () => {
  it('gives every lazy page the one shared client, so its cache outlives the page', () => {
    const CarPage = withQuery(ClientProbe);
    const ItemPage = withQuery(ClientProbe);
    seen.length = 0;
    const { unmount } = render(<CarPage name="car" />);
    unmount();
    render(<ItemPage name="item" />);
    expect(screen.getByText('item')).toBeInTheDocument();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((client) => client === queryClient)).toBe(true);
  });

  it('uses a client provided around it instead (tests)', () => {
    const Page = withQuery(ClientProbe);
    const client = testQueryClient();
    seen.length = 0;
    render(
      <QueryClientProvider client={client}>
        <Page name="page" />
      </QueryClientProvider>,
    );
    expect(seen.every((c) => c === client)).toBe(true);
  });
});
