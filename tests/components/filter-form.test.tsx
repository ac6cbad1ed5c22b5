// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';

const router = { push: vi.fn() };
const query = new URLSearchParams();
vi.mock('next/navigation', () => ({ useRouter: () => router, useSearchParams: () => query }));

const { FilterForm } = await import('@/components/content/filter-form');

const form = (
  <FilterForm action="/en/trails">
    <select name="area" aria-label="Scenic area" defaultValue="">
      <option value="">All</option>
      <option value="52">Lishan</option>
    </select>
    <button type="submit">Apply filters</button>
  </FilterForm>
);

describe('FilterForm', () => {
  test('a choice made before the script runs survives hydration and is what "Apply" sends', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    // A visitor on a slow phone picks a scenic area while the page's script is still loading.
    container.querySelector('select')!.value = '52';
    await act(async () => {
      hydrateRoot(container, form);
    });
    expect(container.querySelector('select')!.value).toBe('52');
    container.querySelector('form')!.requestSubmit();
    expect(router.push).toHaveBeenCalledWith('/en/trails?area=52', { scroll: false });
    container.remove();
  });
});
