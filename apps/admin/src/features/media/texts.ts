import { texts as shared } from '../../texts.ts';

/**
 * A product’s photos and films: the words only this area shows. `texts` here holds them after the
 * shared ones (src/texts.ts), so the area's code reads every word from its own folder.
 */
export const texts = {
  ...shared,
  media: {
    title: 'Photos and films',
    intro:
      'JPEG, PNG, WebP or AVIF photos up to 20 MB, MP4 or WebM films up to 100 MB. The shop shows them in this order; the first photo is the thumbnail.',
    choose: 'Add photos or films',
    uploading: (name: string) => `Uploading ${name}`,
    uploaded: (name: string) => `${name} uploaded`,
    refused: (name: string, why: string) => `${name}: ${why}`,
    progress: (percent: number) => `${percent} %`,
    empty: 'No photos or films yet.',
    list: 'Photos and films, in the shop’s order',
    kinds: { image: 'Photo', video: 'Film', vimeo: 'Vimeo film' },
    statuses: { processing: 'Processing', ready: 'Ready', failed: 'Failed' },
    processingHint: 'Making the versions the shop shows; this takes a few seconds.',
    position: (n: number, total: number) => `${n} of ${total}`,
    moveUp: 'Move up',
    moveDown: 'Move down',
    // The visible words first, so a voice command that says them reaches the button.
    moveUpLabel: (n: number) => `Move up: item ${n}`,
    moveDownLabel: (n: number) => `Move down: item ${n}`,
    moved: (n: number) => `Moved to position ${n}`,
    altEn: 'Text alternative (English)',
    altFr: 'Text alternative (French)',
    altHint: 'What the picture shows, for people who cannot see it.',
    saveAlt: 'Save text',
    altSaved: 'Text saved',
    remove: 'Remove',
    removeTitle: 'Remove this item?',
    removeBody:
      'The shop stops showing it at once. Its files are deleted unless another product uses the same picture.',
    removed: 'Removed',
    vimeoTitle: 'Add a Vimeo film',
    vimeoLabel: 'Vimeo link',
    vimeoHint: 'For example https://vimeo.com/76979871',
    addVimeo: 'Add film',
    vimeoAdded: 'Film added',
    open: 'Open',
  },
} as const;
