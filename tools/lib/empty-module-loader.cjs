// Rspack loader for the server builds: a stylesheet import becomes an empty module (styles are the browser's).
module.exports = function emptyModule() {
  return 'export {};';
};
