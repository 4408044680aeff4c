// 'server-only' throws outside the server bundle; tests run server code directly.
module.exports = {};
