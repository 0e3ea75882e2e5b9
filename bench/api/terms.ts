/** Search terms a visitor types: whole words, prefixes, two-word phrases and typos. */
export function searchTerms(names: string[]): string[] {
  const typo = (word: string) => (word.length > 4 ? word.slice(0, 2) + word.slice(3) : word);
  return names.slice(0, 100).flatMap((name) => {
    const words = name.toLowerCase().split(' ');
    const [a = 'ring', b = 'gold'] = words;
    return [a, b.slice(0, 4), `${b} ${words[2] ?? ''}`.trim(), typo(b), `${typo(a)} ${typo(b)}`];
  });
}
