/** The largest picture the server keeps for a post (the browser resizes before uploading). */
export const SOCIAL_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The browser scales a picture down to this many pixels on its longer side (Instagram and Facebook show at most 1080 to 2048). */
export const SOCIAL_IMAGE_MAX_SIDE = 2048;

/** JPEG is the one format every platform takes (Instagram takes only JPEG). */
export const SOCIAL_IMAGE_TYPE = 'image/jpeg';
