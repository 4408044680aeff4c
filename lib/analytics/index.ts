/** The analytics surface other areas use. */
export { track, trackAndWait, type TrackProperties } from './track';
export { reportConversion, type ConversionDetails } from './conversions';
export { getGoogleClientId } from './google-client-id';
export { getAnonymousId } from './anonymous-id';
