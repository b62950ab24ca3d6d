// The home page as a plain object, the way many older suites keep their page objects.
/* global browser, element, by, $ */

module.exports = {
  status: element(by.id('status')),
  stats: $('#stats'),

  open: function () {
    browser.get('/angular/index.html#!/home');
  },

  count: function () {
    return $('#count').getText();
  },
};
