import { texts as shared } from '../../texts.ts';

/**
 * Metal rates and the price guard: the words only this area shows. `texts` here holds them after
 * the shared ones (src/texts.ts), so the area's code reads every word from its own folder.
 */
export const texts = {
  ...shared,
  metalRates: {
    title: 'Metal rates',
    intro:
      'Today’s rate per gram for each metal. Setting one reprices every product priced by it, at once, rounded to the rupee.',
    dayLimit: (limit: number) =>
      `A rate may move at most ${limit} % from the one it opened the day with (India’s time); a larger move is refused.`,
    today: 'Today’s rates',
    rate: (metal: string) => `${metal} (₹ per gram)`,
    now: (rate: string, when: string) => `Now ${rate}/g, set ${when}`,
    never: 'No rate yet',
    products: (n: number) => (n === 1 ? '1 product' : `${n} products`),
    derive: 'Derive 22K, 18K and 14K from 24K by their fineness',
    derived: (rate: string) => `Derived: ${rate}/g`,
    deriveNeeds24k: 'Enter 24K’s rate to derive the karats',
    preview: 'Preview',
    previewing: 'Previewing…',
    previewTitle: 'What moves',
    previewTable: 'Prices that move',
    nothingMoves: (unchanged: number) =>
      unchanged
        ? `No price moves: ${unchanged === 1 ? 'the product keeps its price' : `the ${unchanged} products keep their prices`}. The rates can still be set.`
        : 'No product is priced by these metals yet. The rates can still be set.',
    moves: (n: number, guarded: number, guard: number) =>
      `${n === 1 ? '1 price moves' : `${n} prices move`}${guarded ? `; ${guarded === 1 ? '1 moves' : `${guarded} move`} more than ${guard} %: check ${guarded === 1 ? 'it' : 'them'} before confirming.` : '.'}`,
    product: 'Product',
    sku: 'SKU',
    metal: 'Metal',
    oldPrice: 'Now',
    newPrice: 'New',
    change: 'Change',
    pastGuard: 'Past the guard',
    guardColumn: 'Guard',
    withinGuard: 'Within',
    rise: (n: number, percent: string) =>
      `${n === 1 ? '1 price rises' : `${n} prices rise`} by up to ${percent} %`,
    fall: (n: number, percent: string) =>
      `${n === 1 ? '1 price falls' : `${n} prices fall`} by up to ${percent} %`,
    applyMoves: (moves: string) => `Apply: ${moves}`,
    applyNoMoves: 'Set the rates (no price moves)',
    confirmTitle: 'Confirm the prices past the guard',
    confirmBody: (moves: string, pastGuard: number, guard: number, largest: string) =>
      `${moves}. ${pastGuard === 1 ? 'One of them moves' : `${pastGuard} of them move`} more than the ${guard} % guard; the largest move is ${largest}. A rate typed wrong moves every price: check the preview before you confirm.`,
    largestMove: (name: string, from: string, to: string, percent: string) =>
      `${name}, ${from} → ${to} (${percent} %)`,
    confirmMoves: (moves: string) => `Confirm: ${moves}`,
    applying: 'Applying…',
    applied: (n: number) =>
      n === 1 ? 'Rates set: 1 price moved.' : `Rates set: ${n} prices moved.`,
    changedMeanwhile:
      'The prices moved since the preview: check the new preview and confirm again.',
    edit: 'Change the rates',
    history: 'History',
    historyEmpty: 'No rate has been set yet.',
    setAt: 'Set',
    setBy: 'By',
    perGram: 'Rate per gram',
    guard: 'Price guard',
    guardIntro:
      'A price that would move more than this waits until you confirm it, with the preview of every price that moves.',
    guardPercent: 'Confirm moves over (%)',
    guardHint: 'From 0.5 to 50, like 5.',
    saveGuard: 'Save the guard',
    guardSaved: 'Guard saved.',
    guardReadOnly: (percent: number) =>
      `Prices moving more than ${percent} % wait for a confirmation.`,
    readOnly: 'You can read the rates; changing them is for the owner and managers.',
  },
} as const;
