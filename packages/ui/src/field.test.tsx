import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Field } from './field.tsx';

describe('Field', () => {
  it('names its control by its label', async () => {
    render(<Field label="E-mail">{(control) => <input {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    await userEvent.click(screen.getByText('E-mail'));
    expect(input).toHaveFocus();
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toBeValid();
  });

  it('shows its error under the control, marks the control wrong and reads the error with it', () => {
    render(
      <Field label="Pin code" error="Pin Code must be 6 digits">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Pin code' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Pin Code must be 6 digits');
    expect(screen.getByText('Pin Code must be 6 digits')).toBeVisible();
  });

  it('reads its hint with the control, before the error', () => {
    render(
      <Field label="SKU" hint="Letters and digits" error="Already used">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'SKU' })).toHaveAccessibleDescription(
      'Letters and digits Already used',
    );
  });

  it('keeps a live region for an error that appears as the value is typed', () => {
    const { rerender } = render(
      <Field label="Phone" announceError>
        {(control) => <input {...control} />}
      </Field>,
    );
    const region = screen.getByRole('alert');
    expect(region).toBeEmptyDOMElement();
    expect(region).toHaveAttribute('aria-live', 'polite');

    rerender(
      <Field label="Phone" announceError error="Enter a valid phone number">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('alert')).toBe(region);
    expect(region).toHaveTextContent('Enter a valid phone number');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Enter a valid phone number',
    );
  });

  it('shows its mark to the eye only, and can keep its label for screen readers only', () => {
    render(
      <>
        <Field label="Name" mark="*">
          {(control) => <input {...control} />}
        </Field>
        <Field label="Quantity" hideLabel>
          {(control) => <input {...control} />}
        </Field>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Quantity')).toHaveClass('visually-hidden');
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toBeInTheDocument();
  });

  it('keeps the id it is given for its control', () => {
    render(
      <Field id="email" label="E-mail" error="Required">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('aria-describedby', 'email-error');
  });
});
