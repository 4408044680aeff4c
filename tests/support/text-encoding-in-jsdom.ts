import { TextDecoder, TextEncoder } from 'node:util';

/**
 * jsdom has no TextEncoder/TextDecoder, and Keystatic's reader needs them when it loads. A DOM test
 * that reads the editor's files (as getStaticProps does on the server) imports this first.
 */
Object.assign(globalThis, { TextEncoder, TextDecoder });
