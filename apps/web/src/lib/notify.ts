/** A toast, with react-toastify loaded on first use so pages do not carry it up front. */
export function notify(kind: 'success' | 'error', text: string) {
  void import('react-toastify').then(({ toast }) => toast[kind](text));
}
