import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/mocks/server.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CodeStep } from './code-step.tsx';
import type { CodeSent } from './identity-forms.tsx';

const byPhone: CodeSent = {
  identity: { event: 'login', phone: '9876543210', countryCode: '91' },
  response: { message: 'OTP sent successfully.', otp: '4821' },
};

const boxes = () => screen.getAllByRole('textbox');
const submit = () => screen.getByRole('button', { name: 'Submit' });

function renderStep(sent: CodeSent = byPhone) {
  const onVerified = vi.fn();
  const onResent = vi.fn();
  renderWithProviders(
    <CodeStep sent={sent} onVerified={onVerified} onResent={onResent} onChangeIdentity={vi.fn()} />,
  );
  return { onVerified, onResent };
}

afterEach(() => vi.useRealTimers());

describe('CodeStep (spec §4, §5 one-time code)', () => {
  it('takes 4 digits in numeric boxes: focus moves on, Backspace goes back, a paste fills them', async () => {
    const user = userEvent.setup();
    renderStep();
    await screen.findByRole('group');
    expect(boxes()).toHaveLength(4);
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes()[0]).toHaveAttribute('inputmode', 'numeric');
    expect(submit()).toBeDisabled();
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('1a2');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '', '']);
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect((boxes()[1] as HTMLInputElement).value).toBe('');
    fireEvent.paste(boxes()[0] as HTMLElement, { clipboardData: { getData: () => '48 21' } });
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['4', '8', '2', '1']);
    expect(submit()).toBeEnabled();
  });

  it("says 'OTP is required!' and the spec's 6-digit wording once the boxes are left", async () => {
    const user = userEvent.setup();
    renderStep();
    await user.click((await screen.findAllByRole('textbox'))[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('OTP is required!')).toBeInTheDocument();
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('12');
    await user.click(screen.getByText(/We sent a 4-digit code/));
    expect(await screen.findByText('Please enter a valid 6-digit OTP.')).toBeInTheDocument();
  });

  it('shows the demo code as a hint, verifies the code and shows errors.otp beside the boxes', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post('*/api/customer/login', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return body.phoneOtp === '4821'
          ? HttpResponse.json({ message: 'Login Successful', data: { token: 'jwt-token' } })
          : HttpResponse.json(
              {
                message: 'This code is not correct.',
                errors: { otp: 'This code is not correct.' },
              },
              { status: 400 },
            );
      }),
    );
    const { onVerified } = renderStep();
    expect(await screen.findByText('Demo shop: your code is 4821.')).toBeInTheDocument();
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('1111');
    await user.click(submit());
    expect(await screen.findByText('This code is not correct.')).toBeInTheDocument();
    expect(onVerified).not.toHaveBeenCalled();
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('4821');
    await user.click(submit());
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('jwt-token'));
    expect(bodies.at(-1)).toMatchObject({
      phone: '9876543210',
      countryCode: '91',
      phoneOtp: '4821',
      sessionId: expect.any(String),
    });
  });

  it('counts 60 s down before a resend, clears the code at 0, and shows a 429 with its wait', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let calls = 0;
    server.use(
      http.post('*/api/customer/generateOTP', () =>
        ++calls === 1
          ? HttpResponse.json({ message: 'OTP sent successfully.', otp: '7777' })
          : HttpResponse.json(
              { message: 'Please wait 60 seconds before requesting a new code.' },
              { status: 429 },
            ),
      ),
    );
    const { onResent } = renderStep();
    const resend = await screen.findByRole('button', { name: 'Resend code in 60 s' });
    expect(resend).toBeDisabled();
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('12');
    await act(() => vi.advanceTimersByTimeAsync(60_500));
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '']);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(onResent).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Resend code in 60 s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(60_500));
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(
      await screen.findByText('Please wait 60 seconds before requesting a new code.'),
    ).toBeInTheDocument();
  });
});
