import '@aurelle/ui/styles/fonts.css';
import '@aurelle/ui/styles/tokens.css';
import './styles/tokens.css';
import '@aurelle/ui/styles/base.css';
import './styles/base.css';
import { fetchAfterFirstPaint, whenFirstPaintShown } from './first-paint/after-first-paint.ts';

// The entry: the app starts once the page's first paint is on screen (first-paint/, and
// docs/decisions/0021). It imports nothing else, so it stays a few hundred bytes.
void whenFirstPaintShown().then(() => {
  fetchAfterFirstPaint();
  return import('./boot.tsx');
});
