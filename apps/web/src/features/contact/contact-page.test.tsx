import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodiesOf, stubFetch } from '../../lib/testing/fake-server';
import type { FakeAnswer, FakeRequest } from '../../lib/testing/fake-server';
import { CAR_GROUPS } from '../../lib/testing/shell-api';
import { resetShellResources } from '../../lib/shell-resource';
import { ContactPage } from './contact-page';

const CONTACT = '/api/email/contact';
const THANKS = 'Thank you for your message. We will answer as soon as we can.';

/** The fake API: the car groups, and `contact` for the form's POST. */
function serve(contact: (request: FakeRequest) => FakeAnswer | undefined = () => undefined) {
  return stubFetch((request) => {
    if (request.path === '/api/car-groups') return { body: CAR_GROUPS };
    if (request.path === CONTACT)
      return contact(request) ?? { status: 201, body: { message: THANKS } };
    return undefined;
  });
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/contact']}>
      <ContactPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const sendButton = () => screen.getByRole('button', { name: /^(Send|Sending…|Sent!)$/ });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), '  Sara Sandberg ');
  await user.type(screen.getByLabelText('Email'), 'sara@example.com');
  await user.type(screen.getByLabelText('Phone'), '070-123 45 67');
  await user.selectOptions(screen.getByLabelText('Topic'), 'car');
  await screen.findByRole('option', { name: 'Volvo 240' });
  await user.selectOptions(screen.getByLabelText('Car'), 'volvo-240');
  await user.type(screen.getByLabelText('Message'), 'Do you have front brake discs?');
}

describe('the contact page', () => {
  beforeEach(() => resetShellResources());
  afterEach(() => {
    vi.unstubAllGlobals();
    document.getElementById('store-json-ld')?.remove();
  });

  it('has every field labelled, a hidden honeypot and Send disabled while the form is empty', async () => {
    serve();
    renderPage();
    for (const label of ['Name', 'Email', 'Phone', 'Topic', 'Car', 'Message']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).toHaveClass('visually-hidden');
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
  });

  it('offers the four topics and the catalog cars by make, plus no particular car', async () => {
    serve();
    renderPage();
    const topics = within(screen.getByLabelText('Topic')).getAllByRole('option');
    expect(topics.map((o) => o.textContent)).toEqual([
      'Choose a topic',
      'An order',
      'Parts for my car',
      'The website',
      'Something else',
    ]);
    const car = screen.getByLabelText('Car');
    expect(await within(car).findByRole('group', { name: 'Volvo' })).toBeInTheDocument();
    expect(within(car).getByRole('option', { name: 'Saab 900' })).toHaveValue('saab-900');
    expect(within(car).getByRole('option', { name: 'No particular car' })).toHaveValue('other');
  });

  it('only marks an invalid form touched: every error shows, the first field gets the focus, nothing is sent', async () => {
    const fetchMock = serve();
    const user = renderPage();
    await user.click(sendButton());
    expect(screen.getByText('Name is required')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
    expect(screen.getByText('Topic is required')).toBeInTheDocument();
    expect(screen.getByText('Car is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(bodiesOf(fetchMock, CONTACT)).toEqual([]);
  });

  it('shows a field error when the field is left, hides it while typing, and words short and invalid values', async () => {
    serve();
    const user = renderPage();
    await user.type(screen.getByLabelText('Name'), 'S');
    expect(screen.queryByText(/Name is/)).toBeNull(); // not before the field is left
    await user.tab();
    expect(screen.getByText('Name is too short: at least 2 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'sara@');
    await user.tab();
    expect(screen.getByText('Email is not a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'a');
    expect(screen.queryByText(/Name is/)).toBeNull();
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.tab();
    expect(screen.getByText('Message is too short: at least 5 characters')).toBeInTheDocument();
  });

  it('sends the parsed message in the page language: Send, a spinner, then Sent! and the shop’s thanks', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const pending = new Promise<FakeAnswer>((resolve) => (answer = resolve));
    const fetchMock = stubFetch((request) =>
      request.path === '/api/car-groups' ? { body: CAR_GROUPS } : undefined,
    );
    const handled = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) !== CONTACT) return handled(input, init);
      const { status, body } = await pending;
      return new Response(JSON.stringify(body), { status });
    });
    const user = renderPage();
    await fillValid(user);
    expect(sendButton()).toHaveAttribute('aria-disabled', 'false');
    await user.click(sendButton());
    expect(sendButton()).toHaveAccessibleName('Sending…');
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(sendButton()); // no second message while the first is on its way
    answer({ status: 201, body: { message: THANKS } });
    await waitFor(() => expect(sendButton()).toHaveTextContent('Sent!'));
    expect(screen.getByRole('status')).toHaveTextContent(THANKS);
    expect(bodiesOf(fetchMock, CONTACT)).toEqual([
      {
        name: 'Sara Sandberg',
        email: 'sara@example.com',
        phone: '070-123 45 67',
        topic: 'car',
        carSlug: 'volvo-240',
        message: 'Do you have front brake discs?',
        website: '',
        language: 'en',
      },
    ]);
    // Changing the message makes it a new one, to send again.
    await user.type(screen.getByLabelText('Message'), ' Thanks.');
    expect(sendButton()).toHaveTextContent('Send');
  });

  it("shows the server's message when it refuses (429) and lets the customer send again", async () => {
    let refuse = true;
    const fetchMock = serve(() =>
      refuse
        ? {
            status: 429,
            body: { code: 'rate_limited', message: 'Too many messages. Please wait.' },
          }
        : undefined,
    );
    const user = renderPage();
    await fillValid(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages. Please wait.');
    expect(sendButton()).toHaveTextContent('Send');
    refuse = false;
    await user.click(sendButton());
    await waitFor(() => expect(sendButton()).toHaveTextContent('Sent!'));
    expect(bodiesOf(fetchMock, CONTACT)).toHaveLength(2);
  });

  it('passes a filled honeypot on as typed, for the server to drop without telling', async () => {
    const fetchMock = serve();
    const user = renderPage();
    await fillValid(user);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    await user.click(sendButton());
    await waitFor(() => expect(sendButton()).toHaveTextContent('Sent!'));
    expect(bodiesOf(fetchMock, CONTACT)[0]).toMatchObject({ website: 'https://spam.example' });
  });

  it('carries the store as schema.org data, a phone link and the disclaimer', () => {
    serve();
    renderPage();
    const block = document.head.querySelector('script#store-json-ld')!;
    expect(block).toHaveAttribute('type', 'application/ld+json');
    const store = JSON.parse(block.textContent ?? '') as Record<string, unknown>;
    expect(store['@type']).toBe('AutoPartsStore');
    expect(store).toHaveProperty('address.addressCountry', 'SE');
    expect(store).toHaveProperty('openingHoursSpecification.0.opens', '08:00');
    expect(screen.getByRole('link', { name: '+46 31 390 06 50' })).toHaveAttribute(
      'href',
      'tel:+46313900650',
    );
    expect(screen.getByText(/always check the part number/)).toBeInTheDocument();
  });
});
