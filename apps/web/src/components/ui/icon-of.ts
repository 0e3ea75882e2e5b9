import { createElement, type ReactElement } from 'react';
import { Icon, type IconProps } from './icons.tsx';

/**
 * An outline icon drawn with the given shapes; it takes Icon's size and SVG props. For the icons
 * of lazy screens and drawers: icons.tsx, in the page's first JavaScript, writes its own out,
 * which compresses smaller there than this function.
 */
export function iconOf(...shapes: ReactElement[]) {
  return function DrawnIcon(props: IconProps) {
    return createElement(Icon, props, ...shapes);
  };
}
