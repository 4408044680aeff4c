// @ts-check
const images = require('./constants/images.json');
const { securityHeaders } = require('./lib/security-headers.js');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Several builds may run side by side (tests, benchmarks): each can name its own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  compiler: { styledComponents: true },
  serverExternalPackages: ['better-sqlite3', 'geoip-lite', 'nodemailer'],
  images: {
    deviceSizes: images.deviceSizes,
    imageSizes: images.imageSizes,
    qualities: [images.quality],
    formats: ['image/avif', 'image/webp'],
    dangerouslyAllowSVG: false,
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }];
  },
};

module.exports = nextConfig;
