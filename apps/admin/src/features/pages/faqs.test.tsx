import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminFaqs } from '@aurelle/contract';
import { sessionFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, answerKeepingBodies, server } from '../../testing/server.ts';

const FAQS: AdminFaqs = {
  en: [
    { question: 'How long?', answer: 'A week.' },
    { question: 'Is shipping free?', answer: 'Yes.' },
    { question: 'Can I return?', answer: 'Within 15 days.' },
  ],
  fr: [{ question: 'Combien de temps ?', answer: 'Une semaine.' }],
};

describe('customer care’s questions', () => {
  it('reorders, edits, removes and adds questions, and saves both lists as shown', async () => {
    const bodies: unknown[] = [];
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answer('faqs', () => HttpResponse.json(FAQS)),
      answerKeepingBodies('updateFaqs', bodies, () => HttpResponse.json(FAQS)),
    );
    const { user } = renderApp('/faqs');
    const english = await screen.findByRole('group', { name: 'English' });
    expect(
      within(screen.getByRole('navigation', { name: 'Content' })).getByRole('link', {
        name: 'FAQs',
      }),
    ).toHaveAttribute('aria-current', 'page');
    await user.click(within(english).getByRole('button', { name: 'Up, question 2' }));
    const first = within(english).getByRole('textbox', { name: 'Question 1' });
    expect(first).toHaveValue('Is shipping free?');
    await user.clear(first);
    await user.type(first, 'Is delivery free?');
    await user.click(within(english).getByRole('button', { name: 'Remove question 3' }));
    await user.click(within(english).getByRole('button', { name: 'Add a question' }));
    await user.type(
      within(english).getByRole('textbox', { name: 'Question 3' }),
      'Do you engrave?',
    );
    await user.type(within(english).getByRole('textbox', { name: 'Answer 3' }), 'Yes, by hand.');
    await user.click(screen.getByRole('button', { name: 'Save questions' }));
    expect(
      await screen.findByText('Questions saved. The shop shows them now.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        en: [
          { question: 'Is delivery free?', answer: 'Yes.' },
          { question: 'How long?', answer: 'A week.' },
          { question: 'Do you engrave?', answer: 'Yes, by hand.' },
        ],
        fr: FAQS.fr,
      },
    ]);
  });
});
