import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createButtons } from './button.tsx';

const look = {
  button: 'look-button',
  primary: 'look-primary',
  secondary: 'look-secondary',
  sm: 'look-sm',
  block: 'look-block',
};
const { Button, ButtonLink, buttonClass } = createButtons<'primary' | 'secondary', 'md' | 'sm'>(
  look,
  { variant: 'secondary', size: 'md' },
);

describe('Button', () => {
  it('is pressed once per click, and is a plain button, not a submit, unless told', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('cannot be pressed while disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('says it is busy while pending, and cannot be pressed twice', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button pending onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button onClick={onClick}>Save</Button>);
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('takes the app’s classes for its variant, size and width', () => {
    render(
      <Button variant="primary" size="sm" block className="extra">
        Save
      </Button>,
    );
    expect(screen.getByRole('button')).toHaveAttribute(
      'class',
      'look-button look-primary look-sm look-block extra',
    );
    expect(buttonClass()).toBe('look-button look-secondary');
  });

  it('as a link, goes where it points with a button’s look', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/shop" variant="primary">
          Shop
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Shop' });
    expect(link).toHaveAttribute('href', '/shop');
    expect(link).toHaveAttribute('class', 'look-button look-primary');
  });
});
