import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordingServer } from '../../../test/recording-server.ts';
import { createMsg91Provider } from './msg91.ts';

let msg91: Awaited<ReturnType<typeof startRecordingServer>>;
beforeAll(async () => {
  msg91 = await startRecordingServer();
});
afterAll(async () => {
  await msg91?.close();
});

const provider = () =>
  createMsg91Provider({
    baseUrl: msg91.url,
    authKey: 'msg91-test-key',
    templateId: 'dlt-template-7',
    timeoutMs: 2000,
  });
const message = { countryCode: '91', phone: '9876543210', code: '4821', expiresInMinutes: 5 };

describe('MSG91 SendOTP adapter', () => {
  it('posts the code to /api/v5/otp with the template, the full number and the authkey header', async () => {
    msg91.reply(200, { type: 'success', request_id: 'abc' });
    await provider().sendCode(message);
    const request = msg91.requests.at(-1);
    expect(request?.method).toBe('POST');
    const url = new URL(request?.url ?? '', msg91.url);
    expect(url.pathname).toBe('/api/v5/otp');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      template_id: 'dlt-template-7',
      mobile: '919876543210',
      otp: '4821',
      otp_expiry: '5',
    });
    expect(request?.headers.authkey).toBe('msg91-test-key');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({});
  });

  it('fails when MSG91 answers an error, even with HTTP 200', async () => {
    msg91.reply(200, { type: 'error', message: 'Invalid authkey' });
    await expect(provider().sendCode(message)).rejects.toThrow(/Invalid authkey/);
    msg91.reply(500, { message: 'down' });
    await expect(provider().sendCode(message)).rejects.toThrow(/HTTP 500/);
  });

  it('fails when MSG91 cannot be reached', async () => {
    const unreachable = createMsg91Provider({
      baseUrl: 'http://127.0.0.1:1',
      authKey: 'k'.repeat(8),
      templateId: 't',
      timeoutMs: 2000,
    });
    await expect(unreachable.sendCode(message)).rejects.toThrow();
  });
});
