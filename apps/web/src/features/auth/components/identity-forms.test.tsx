import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/mocks/server.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { LoginForm, SignupForm } from './identity-forms.tsx';

const phone = () => screen.getByLabelText(/^Phone/);
const email = () => screen.getByLabelText(/^E-mail/);
const proceed = () => screen.getByRole('button', { name: 'Proceed' });

/** Answers every code request with `answer` and keeps each request's body, in order. */
function recordCodeRequests(answer: { message: string; otp?: string }) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/customer/generateOTP', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(answer);
    }),
  );
  return bodies;
}

describe('LoginForm (spec §5 login)', () => {
  it('keeps Proceed disabled while both are empty, and typing in one clears the other', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSent={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Proceed' })).toBeDisabled();
    await user.type(email(), 'asha@example.com');
    expect(proceed()).toBeEnabled();
    await user.type(phone(), '98');
    expect(email()).toHaveValue('');
    await user.type(email(), 'a');
    expect(phone()).toHaveValue('');
  });

  it('refuses letters in the phone and shows the §5 messages once touched', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSent={vi.fn()} />);
    await user.type(await screen.findByLabelText(/^Phone/), '+9a8b-7');
    expect(phone()).toHaveValue('+987');
    await user.tab();
    expect(await screen.findByText('Invalid phone number!')).toBeInTheDocument();
    await user.clear(phone());
    await user.type(email(), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Invalid email address!')).toBeInTheDocument();
  });

  it('asks for a code by phone with the default dial code 91', async () => {
    const user = userEvent.setup();
    const bodies = recordCodeRequests({ message: 'OTP sent successfully.', otp: '1234' });
    const onSent = vi.fn();
    renderWithProviders(<LoginForm onSent={onSent} />);
    await user.type(await screen.findByLabelText(/^Phone/), '9876543210');
    await user.click(proceed());
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(bodies).toEqual([{ event: 'login', phone: '9876543210', countryCode: '91' }]);
    expect(onSent.mock.calls[0]?.[0].response.otp).toBe('1234');
  });

  it("shows the server's errors.mobile on the phone field and a 429 as the form's message", async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/customer/generateOTP', () =>
        HttpResponse.json(
          {
            message: 'No account uses this phone number. Please sign up.',
            errors: { mobile: 'No account uses this phone number. Please sign up.' },
          },
          { status: 404 },
        ),
      ),
    );
    renderWithProviders(<LoginForm onSent={vi.fn()} />);
    await user.type(await screen.findByLabelText(/^Phone/), '9876543210');
    await user.click(proceed());
    expect(
      await screen.findByText('No account uses this phone number. Please sign up.'),
    ).toBeInTheDocument();
    expect(phone()).toHaveAttribute('aria-invalid', 'true');

    server.use(
      http.post('*/api/customer/generateOTP', () =>
        HttpResponse.json(
          { message: 'Please wait 42 seconds before requesting a new code.' },
          { status: 429 },
        ),
      ),
    );
    await user.clear(phone());
    await user.type(email(), 'asha@example.com');
    await user.click(proceed());
    expect(
      await screen.findByText('Please wait 42 seconds before requesting a new code.'),
    ).toBeInTheDocument();
  });
});

describe('SignupForm (spec §5 signup)', () => {
  it('marks every field touched on submit, with the §5 messages in order', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignupForm onSent={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Name is required!')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required!')).toBeInTheDocument();
    expect(screen.getByText('email is required!')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'Asha 2');
    expect(await screen.findByText('Name should contain only letters.')).toBeInTheDocument();
    await user.type(phone(), '12');
    expect(await screen.findByText('Invalid phone number!')).toBeInTheDocument();
    await user.type(email(), 'asha@');
    expect(await screen.findByText('Invalid email address!')).toBeInTheDocument();
  });

  it('sends name, phone, dial code and e-mail together', async () => {
    const user = userEvent.setup();
    const bodies = recordCodeRequests({ message: 'OTP sent successfully.' });
    const onSent = vi.fn();
    renderWithProviders(<SignupForm onSent={onSent} />);
    await user.type(await screen.findByLabelText(/^Name/), 'Asha Rao');
    await user.type(phone(), '9876543210');
    await user.type(email(), 'Asha@Example.com');
    await user.click(proceed());
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(bodies).toEqual([
      {
        event: 'signup',
        name: 'Asha Rao',
        phone: '9876543210',
        countryCode: '91',
        email: 'Asha@Example.com',
      },
    ]);
  });
});
