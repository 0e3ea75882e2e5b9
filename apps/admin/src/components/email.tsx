import { emailParts } from '../lib/format.ts';

/** An e-mail address that may wrap before its @ in a narrow table column, and nowhere else. */
export function Email({ address }: { address: string }) {
  const [local, domain] = emailParts(address);
  return (
    <>
      {local}
      <wbr />
      {domain}
    </>
  );
}
