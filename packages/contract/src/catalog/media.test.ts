import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_EXTENSIONS, VIDEO_EXTENSIONS, mediaKind, orderMedia } from './media.ts';

describe('mediaKind', () => {
  it.each(IMAGE_EXTENSIONS)('treats .%s as an image', (ext) => {
    expect(mediaKind(`https://cdn.example.com/p/ring.${ext}`)).toBe('image');
    expect(mediaKind(`/media/RING.${ext.toUpperCase()}?v=2#top`)).toBe('image');
  });

  it.each(VIDEO_EXTENSIONS)('treats .%s as a video', (ext) => {
    expect(mediaKind(`https://cdn.example.com/p/turn.${ext}`)).toBe('video');
  });

  it('treats any Vimeo link as a video, whatever its path', () => {
    expect(mediaKind('https://vimeo.com/123456789')).toBe('video');
    expect(mediaKind('https://player.vimeo.com/video/123456789?h=abc')).toBe('video');
    expect(mediaKind('//vimeo.com/123/thumb.jpg')).toBe('video');
  });

  it('does not mistake a look-alike host for Vimeo', () => {
    expect(mediaKind('https://notvimeo.com/123')).toBeNull();
    expect(mediaKind('https://cdn.example.com/vimeo.com/ring.png')).toBe('image');
  });

  it('returns null for no or an unknown extension', () => {
    expect(mediaKind('https://cdn.example.com/p/ring')).toBeNull();
    expect(mediaKind('https://cdn.example.com/p/ring.pdf')).toBeNull();
    expect(mediaKind('https://cdn.example.com/p.jpg/ring')).toBeNull();
    expect(mediaKind('')).toBeNull();
  });
});

describe('orderMedia', () => {
  const e = (file_url: string) => ({ file_url });

  it('puts the first image first, then the videos, then the other images', () => {
    const ordered = orderMedia([
      e('a.mp4'),
      e('b.jpg'),
      e('https://vimeo.com/1'),
      e('c.png'),
      e('d.webm'),
      e('e.avif'),
    ]);
    expect(ordered.map((m) => m.file_url)).toEqual([
      'b.jpg',
      'a.mp4',
      'https://vimeo.com/1',
      'd.webm',
      'c.png',
      'e.avif',
    ]);
    expect(ordered.map((m) => m.type)).toEqual([
      'image',
      'video',
      'video',
      'video',
      'image',
      'image',
    ]);
  });

  it('lists only videos when there is no image, and drops unknown entries', () => {
    expect(orderMedia([e('x.txt'), e('a.mov'), e('b.mkv')]).map((m) => m.file_url)).toEqual([
      'a.mov',
      'b.mkv',
    ]);
    expect(orderMedia([])).toEqual([]);
  });

  it('keeps every known entry exactly once, with an image first whenever there is one', () => {
    const url = fc.constantFrom(
      'a.jpg',
      'b.png',
      'c.mp4',
      'https://vimeo.com/9',
      'd.webm',
      'e.gif',
      'f.doc',
    );
    fc.assert(
      fc.property(fc.array(url.map(e), { maxLength: 12 }), (entries) => {
        const ordered = orderMedia(entries);
        const known = entries.filter((m) => mediaKind(m.file_url) !== null);
        expect(ordered).toHaveLength(known.length);
        if (known.some((m) => mediaKind(m.file_url) === 'image'))
          expect(ordered[0]?.type).toBe('image');
        const kinds = ordered.slice(1).map((m) => m.type);
        const firstLaterImage = kinds.indexOf('image');
        if (firstLaterImage !== -1) expect(kinds.slice(firstLaterImage)).not.toContain('video');
      }),
    );
  });
});
