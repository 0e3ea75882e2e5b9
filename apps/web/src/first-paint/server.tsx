import {
  DEFAULT_LANGUAGE,
  isLanguage,
  FIRST_PAINT_ELEMENT_ID,
  type RenderFirstPaint,
} from '@aurelle/contract';
import { renderToString } from 'react-dom/server';
import { I18n } from '../lib/i18n.ts';
import { FirstPaint, FirstPaintProviders } from './first-paint.tsx';

/**
 * The server's render of a page's first paint (docs/decisions/0021), built by `vite build --ssr`
 * into `dist/server/first-paint.js` with the client build's CSS Module class names, and loaded by
 * the API at start-up. The markup is the app's own components' for the same data.
 */
export const renderFirstPaint: RenderFirstPaint = (data, { lang, strings, brandName }) => {
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  // Without the UI strings the labels would show as keys: no first paint then.
  if (!strings[language] || !strings[DEFAULT_LANGUAGE]) return undefined;
  const i18n = new I18n({
    language,
    resources: strings,
    defaultVariables: { brand: brandName },
    load: () => Promise.resolve({}),
  });
  const html = renderToString(
    <FirstPaintProviders i18n={i18n}>
      <FirstPaint data={data} />
    </FirstPaintProviders>,
  );
  // React writes a preload for a high-priority image ahead of the markup: the page's head has it.
  return html.slice(html.indexOf(`<div id="${FIRST_PAINT_ELEMENT_ID}"`));
};
