import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READY_ATTRIBUTE } from './ready-mark';
import { replayTapsOnceLive } from './early-taps';

// Each test's holding ends with it, so no held tap reaches the next test.
const stops: (() => void)[] = [];
const hold = () => stops.push(replayTapsOnceLive());

function page() {
  document.body.innerHTML =
    '<form><button type="submit" id="add"><span>Add</span></button></form><button id="other">x</button><a href="#x" id="link">x</a>';
  const byId = (id: string) => document.getElementById(id)!;
  return { add: byId('add'), other: byId('other'), link: byId('link') };
}

describe('taps before the app is live', () => {
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    document.documentElement.removeAttribute(READY_ATTRIBUTE);
    document.body.innerHTML = '';
  });

  it('holds a tap on a button, and gives the last one to its button once the page is live', async () => {
    const { add, other } = page();
    hold();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    other.click();
    add.querySelector('span')!.click();
    // The app takes over: its handler is there from now on.
    const onAdd = vi.fn();
    const onOther = vi.fn();
    add.addEventListener('click', onAdd);
    other.addEventListener('click', onOther);
    expect(submitted).not.toHaveBeenCalled();
    document.documentElement.setAttribute(READY_ATTRIBUTE, '');
    await vi.waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onOther).not.toHaveBeenCalled();
    // Live: taps go straight through, once.
    other.click();
    expect(onOther).toHaveBeenCalledTimes(1);
  });

  it('stops holding when told (the app failed to load): buttons act as the browser has them', () => {
    const { other } = page();
    const stop = replayTapsOnceLive();
    stop();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    other.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('makes a choice in a list box again once the page is live', async () => {
    document.body.innerHTML =
      '<label>Currency <select id="c"><option>EUR</option><option>SEK</option></select></label>';
    const select = document.getElementById('c') as HTMLSelectElement;
    hold();
    select.value = 'SEK';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    // The app takes over with its own value, and listens from now on.
    select.value = 'EUR';
    const chosen = vi.fn((event: Event) => (event.target as HTMLSelectElement).value);
    document.addEventListener('change', chosen);
    document.documentElement.setAttribute(READY_ATTRIBUTE, '');
    await vi.waitFor(() => expect(chosen).toHaveReturnedWith('SEK'));
    expect(select.value).toBe('SEK');
    document.removeEventListener('change', chosen);
  });

  it('leaves links alone', () => {
    const { link } = page();
    hold();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('does nothing on a page that is live already', () => {
    const { other } = page();
    document.documentElement.setAttribute(READY_ATTRIBUTE, '');
    hold();
    const onOther = vi.fn();
    other.addEventListener('click', onOther);
    other.click();
    expect(onOther).toHaveBeenCalledTimes(1);
  });
});

describe('text typed before the app is live', () => {
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    document.documentElement.removeAttribute(READY_ATTRIBUTE);
    document.body.innerHTML = '';
  });

  function SearchBox() {
    const [query, setQuery] = useState('');
    return (
      <>
        <input
          type="search"
          aria-label="Search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <output>{query}</output>
      </>
    );
  }

  it('reaches the app that takes the page over, which the page showed all along', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<SearchBox />);
    document.body.append(root);
    hold();
    const box = root.querySelector('input')!;
    box.value = 'brake disc';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    const app = await act(async () => hydrateRoot(root, <SearchBox />));
    expect(root.querySelector('output')).toHaveTextContent('');
    document.documentElement.setAttribute(READY_ATTRIBUTE, '');
    await vi.waitFor(() => expect(root.querySelector('output')).toHaveTextContent('brake disc'));
    expect(box.value).toBe('brake disc');
    act(() => app.unmount());
  });
});
