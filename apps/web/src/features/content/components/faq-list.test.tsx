import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { FaqList } from './faq-list.tsx';

describe('the customer care questions', () => {
  it('lists the questions the API answers, in its order', async () => {
    renderWithProviders(<FaqList />);
    expect(await screen.findByText('How long will my order take to arrive?')).toBeInTheDocument();
    const questions = [...document.querySelectorAll('summary')].map((one) => one.textContent);
    expect(questions).toEqual(['How long will my order take to arrive?', 'Is shipping free?']);
  });
});
