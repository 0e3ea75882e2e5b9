export { METALS, STONES, GROUNDS, type Ground, type Metal, type Stone } from './palette.ts';
export { SHAPES, type Shape } from './shapes.ts';
export {
  PIECE_TYPES,
  VIEWS,
  type JewelSpec,
  type JewelStyle,
  type JewelType,
  type View,
} from './types.ts';
export { PRODUCT_HEIGHT, PRODUCT_WIDTH, renderJewelSvg } from './render.ts';
export { BANNERS, STORY_IMAGES, renderBannerSvg, renderStorySvg } from './scenes.ts';
export { BLOG_IMAGES, renderBlogSvg } from './blog-art.ts';
