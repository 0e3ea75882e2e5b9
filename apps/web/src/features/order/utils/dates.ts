/** A date as the customer reads it in their language: "4 March 2031", "4 mars 2031". */
export function formatDate(language: string, iso: string, month: 'long' | 'short' = 'long') {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-IN', {
    day: 'numeric',
    month,
    ...(month === 'long' ? { year: 'numeric' } : {}),
  }).format(new Date(iso));
}
