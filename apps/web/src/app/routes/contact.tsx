/** Spec §2: /contact renders nothing. */
export function ContactRoute() {
  return null;
}
