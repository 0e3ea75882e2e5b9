import { smallPicture } from '@aurelle/contract';

/** A picture's small copy where the library has one, for lists and the form's preview. */
export const thumbnailOf = (url: string) => smallPicture(url) ?? url;
