'use strict';
/* global exports */
// The one tslib helper the browser bundle needs (see ./index.ts): CommonJS interop for a default
// import, as tslib writes it.
exports.__importDefault = function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
};
