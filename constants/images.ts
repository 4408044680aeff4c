/**
 * Image optimisation constants of spec section 9, read by next.config.ts (`images`). No imports:
 * next.config.ts loads this module before the app's path aliases exist.
 */
export const IMAGE_DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384];
export const IMAGE_QUALITY = 75;
