/** The shop's address parameter, and the API's request header, that carry a preview's token. */
export const CONTENT_PREVIEW_PARAM = 'preview';
export const CONTENT_PREVIEW_HEADER = 'x-content-preview';
