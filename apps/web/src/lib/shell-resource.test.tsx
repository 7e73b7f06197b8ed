import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCall } from './api-calls';
import { shouldRetry } from './retry';
import { createShellResource, resetShellResources, useShellResource } from './shell-resource';
import type { ShellResource } from './shell-resource';

type Answer = { status: number; body: unknown } | 'offline';

/** fetch answering `answers` in order (the last one repeats); returns the mock. */
function stubFetch(...answers: Answer[]) {
  let call = 0;
  const fetchMock = vi.fn(async () => {
    const answer = answers[Math.min(call, answers.length - 1)]!;
    call += 1;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const ok = (body: unknown): Answer => ({ status: 200, body });
const fail = (status: number): Answer => ({ status, body: { code: 'x', message: 'failed' } });

let paths = 0;
function resource(staleMs = Infinity): ShellResource<string[]> {
  paths += 1;
  return createShellResource(getCall<string[]>(`/api/test-${paths}`), {
    retry: shouldRetry,
    staleMs,
  });
}

function Names({ from, label }: { from: ShellResource<string[]>; label: string }) {
  const names = useShellResource(from);
  if (names.isPending) return <p>{label} loading</p>;
  if (names.isError) return <p>{label} failed</p>;
  return <p>{`${label}: ${names.data.join(', ')}`}</p>;
}

describe('shell resource', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('requests once for every reader and a preload, and shares the answer', async () => {
    const fetchMock = stubFetch(ok(['Volvo', 'Saab']));
    const names = resource();
    names.load();
    render(
      <>
        <Names from={names} label="header" />
        <Names from={names} label="footer" />
      </>,
    );
    expect(await screen.findByText('header: Volvo, Saab')).toBeInTheDocument();
    expect(screen.getByText('footer: Volvo, Saab')).toBeInTheDocument();
    render(<Names from={names} label="home" />);
    expect(screen.getByText('home: Volvo, Saab')).toBeInTheDocument(); // from the cache at once
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/^\/api\/test-/),
      expect.anything(),
    );
  });

  it('retries network and server failures twice, 1 s and 2 s apart', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch('offline', fail(503), ok(['Volvo']));
    const names = resource();
    const { result } = renderHook(() => useShellResource(names));
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current.isPending).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(result.current.data).toEqual(['Volvo']);
  });

  it('reports a 4xx at once, and tries again for a reader that comes later', async () => {
    const fetchMock = stubFetch(fail(404), ok(['Volvo']));
    const names = resource();
    const first = render(<Names from={names} label="menu" />);
    expect(await screen.findByText('menu failed')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    first.unmount();
    render(<Names from={names} label="home" />);
    expect(screen.getByText('home loading')).toBeInTheDocument();
    expect(await screen.findByText('home: Volvo')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('tries a failed read again when the browser is back online', async () => {
    const fetchMock = stubFetch(fail(400), ok(['Saab']));
    const names = resource();
    render(<Names from={names} label="menu" />);
    expect(await screen.findByText('menu failed')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('menu: Saab')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('refreshes stale data for a new reader, keeping it on screen, also when the refresh fails', async () => {
    const fetchMock = stubFetch(ok(['Volvo']), ok(['Volvo', 'Saab']), fail(404));
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const names = resource(60_000);
    render(<Names from={names} label="menu" />);
    expect(await screen.findByText('menu: Volvo')).toBeInTheDocument();

    now.mockReturnValue(1_000_000 + 60_000);
    render(<Names from={names} label="home" />);
    expect(screen.getByText('home: Volvo')).toBeInTheDocument();
    expect(await screen.findByText('home: Volvo, Saab')).toBeInTheDocument();
    expect(screen.getByText('menu: Volvo, Saab')).toBeInTheDocument();

    now.mockReturnValue(1_000_000 + 200_000);
    render(<Names from={names} label="footer" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(screen.getByText('footer: Volvo, Saab')).toBeInTheDocument();
    now.mockRestore();
  });

  it('forgets data on reset and drops an answer requested before it', async () => {
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const names = resource();
    names.load();
    resetShellResources();
    answer(new Response(JSON.stringify(['Old']), { status: 200 }));
    await act(() => Promise.resolve());
    expect(names.read().isPending).toBe(true);
  });
});
