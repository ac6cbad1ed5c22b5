// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { LazyIsland } from '@/components/live/lazy-island';
import { LazyIslandWhenVisible } from '@/components/live/lazy-island-when-visible';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}
const fallback = <p role="status">Loading…</p>;

afterEach(() => vi.unstubAllGlobals());

describe('LazyIsland', () => {
  test('shows the fallback, then the loaded component with its props', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    render(<LazyIsland load={load} props={{ name: 'Lishan' }} fallback={fallback} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('Hello, Lishan')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a chunk that cannot come (offline) leaves the fallback and logs why', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = (): Promise<{ default: typeof Greeting }> => Promise.reject(new Error('offline'));
    render(<LazyIsland load={load} props={{ name: 'x' }} fallback={fallback} />);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('[island] failed to load', 'offline'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});

describe('LazyIslandWhenVisible', () => {
  test('loads nothing until its placeholder comes near the viewport', async () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    render(<LazyIslandWhenVisible load={load} props={{ name: 'Baguashan' }} fallback={fallback} />);
    act(() => report?.([{ isIntersecting: false }]));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    act(() => report?.([{ isIntersecting: true }]));
    expect(await screen.findByText('Hello, Baguashan')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
