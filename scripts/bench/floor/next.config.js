// The stack's floor for `make bench` (issue 19): a blank Pages Router app on the site's own Next,
// React and styled-components, configured like the site where it matters to speed. Plain
// JavaScript so the site's type check leaves it out. scripts/bench/server.ts builds a copy of this
// folder outside the repository (buildFloor says why) with the repository's node_modules linked in.
const path = require('node:path');

/** @type {import('next').NextConfig} */
module.exports = {
  reactStrictMode: true,
  poweredByHeader: false,
  compiler: { styledComponents: true },
  // The linked node_modules resolve to the repository, which lies outside this folder.
  turbopack: { root: path.parse(__dirname).root },
};
