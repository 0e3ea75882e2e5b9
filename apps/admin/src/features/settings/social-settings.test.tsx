import { screen } from '@testing-library/react';
import { shopSettingsMessages, type SocialLinks } from '@aurelle/contract';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';
import { answerSettings } from './settings-fixtures.ts';

describe('the social links', () => {
  it('take an https address per network, empty for none, and send them', async () => {
    const sent: SocialLinks[] = [];
    answerSettings();
    server.use(
      answer('updateSocialLinks', async ({ request }) => {
        const body = (await request.json()) as SocialLinks;
        sent.push(body);
        return HttpResponse.json(body);
      }),
    );
    const { user } = renderApp('/settings');
    const instagram = await screen.findByRole('textbox', { name: 'Instagram' });
    const x = screen.getByRole('textbox', { name: 'X' });
    const saveButton = screen.getByRole('button', { name: 'Save social links' });
    expect(instagram).toHaveValue('https://instagram.com/aurelle');

    await user.type(x, 'javascript:alert(1)');
    await user.click(saveButton);
    expect(x).toHaveAccessibleDescription(
      expect.stringContaining(shopSettingsMessages.socialLinkInvalid),
    );
    expect(sent).toEqual([]);

    await user.clear(x);
    await user.type(x, 'https://x.com/aurelle');
    await user.clear(instagram);
    await user.click(saveButton);
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ instagram: null, x: 'https://x.com/aurelle' });
  });
});
