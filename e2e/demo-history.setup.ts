import { expect, test as setup } from '@playwright/test';

/**
 * A fresh demo writes its three months of orders in the background after it opens. The specs
 * start once it is written, so none sees stock or order lists move under it.
 */
setup('the demo has written its history', async ({ request }) => {
  setup.setTimeout(300_000);
  await expect
    .poll(
      async () => {
        const ready = (await (await request.get('/api/ready')).json()) as { demoHistory?: string };
        return ready.demoHistory ?? 'written';
      },
      { timeout: 290_000, intervals: [1_000] },
    )
    .toBe('written');
});
