import images from './images.json';

/**
 * Image optimisation constants of spec section 9. They live in images.json so that
 * next.config.js (plain JavaScript) reads the very same values.
 */
export const IMAGE_DEVICE_SIZES: readonly number[] = images.deviceSizes;
export const IMAGE_SIZES: readonly number[] = images.imageSizes;
export const IMAGE_QUALITY: number = images.quality;
