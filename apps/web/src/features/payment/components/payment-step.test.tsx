import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { PaymentStep } from './payment-step.tsx';

function renderStep(over: Partial<Parameters<typeof PaymentStep>[0]> = {}, language?: 'fr') {
  const onPlace = vi.fn();
  renderWithProviders(
    <PaymentStep
      cashOffered
      cashRefusal={null}
      placing={false}
      onPlace={onPlace}
      onNavigate={vi.fn()}
      summary={<p>summary</p>}
      totals={<p>totals</p>}
      {...over}
    />,
    language ? { language } : {},
  );
  return onPlace;
}

describe('PaymentStep (spec §2 payment step, §5 terms, §9 default method)', () => {
  it('keeps Place Order off until the terms are accepted, then places by card by default', async () => {
    const onPlace = renderStep();
    const place = screen.getByRole('button', { name: 'Place Order' });
    expect(screen.getByRole('radio', { name: /Card, UPI or net banking/ })).toBeChecked();
    expect(place).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Accept Terms & Conditions' }));
    expect(place).toBeEnabled();
    await userEvent.click(place);
    expect(onPlace).toHaveBeenCalledWith('razorpay');
  });

  it('places a cash order when cash on delivery is chosen', async () => {
    const onPlace = renderStep();
    await userEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Accept Terms & Conditions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(onPlace).toHaveBeenCalledWith('POD');
  });

  it('offers no cash on delivery while the shop has it off (pod_status)', () => {
    renderStep({ cashOffered: false });
    expect(screen.queryByRole('radio', { name: /Cash on delivery/ })).not.toBeInTheDocument();
  });

  it('shows cash on delivery disabled with the reason at the legal cap', () => {
    const reason = 'Cash on delivery is available only for orders under ₹2,00,000.';
    renderStep({ cashRefusal: reason });
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeDisabled();
    expect(screen.getByText(reason)).toBeVisible();
  });

  it('is busy while placing: no second click', async () => {
    const onPlace = renderStep({ placing: true });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Accept Terms & Conditions' }));
    const busy = screen.getByRole('button', { name: 'Placing your order…' });
    expect(busy).toBeDisabled();
    expect(onPlace).not.toHaveBeenCalled();
  });

  it('links the terms and speaks French', () => {
    renderStep({}, 'fr');
    expect(screen.getByRole('link', { name: 'Conditions générales' })).toHaveAttribute(
      'href',
      '/policies#terms-condition',
    );
    expect(screen.getByRole('button', { name: 'Passer la commande' })).toBeDisabled();
  });
});
