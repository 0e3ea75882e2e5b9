import type { SmsProvider } from './sms-provider.ts';

export type Msg91Config = {
  baseUrl: string;
  authKey: string;
  templateId: string;
  timeoutMs: number;
};

/**
 * MSG91's SendOTP API (v5): `POST {base}/api/v5/otp?template_id=…&mobile=…&otp=…` with the
 * `authkey` header. We pass our own code, so MSG91 only delivers it through the DLT template;
 * checking it stays ours (docs/decisions/0024). MSG91 reports failures as `{"type":"error"}`,
 * sometimes with HTTP 200.
 */
export function createMsg91Provider(config: Msg91Config): SmsProvider {
  return {
    async sendCode({ countryCode, phone, code, expiresInMinutes }) {
      const url = new URL('/api/v5/otp', config.baseUrl);
      url.searchParams.set('template_id', config.templateId);
      url.searchParams.set('mobile', `${countryCode}${phone}`);
      url.searchParams.set('otp', code);
      url.searchParams.set('otp_expiry', String(expiresInMinutes));
      const response = await fetch(url, {
        method: 'POST',
        headers: { authkey: config.authKey, 'content-type': 'application/json' },
        body: JSON.stringify({}),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      const answer = (await response.json().catch(() => null)) as {
        type?: string;
        message?: string;
      } | null;
      if (!response.ok || answer?.type !== 'success')
        throw new Error(
          `MSG91 refused the code: HTTP ${response.status} ${answer?.message ?? ''}`.trim(),
        );
    },
  };
}
