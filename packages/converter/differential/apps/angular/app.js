/* global window, angular */
// The AngularJS fixture app. `window.FIXTURE.broken` (served by the fixture server) switches on the
// deliberate regressions, each marked "Regression:". $timeout and $http delays are tracked by
// Angular, so Protractor waits for them; the Conditions view uses plain setTimeout on purpose, so
// only an explicit wait (ExpectedConditions) makes those tests pass.
(function () {
  'use strict';
  var broken = Boolean(window.FIXTURE && window.FIXTURE.broken);
  var titles = {
    home: 'Fixture · Home',
    form: 'Fixture · Sign up',
    list: 'Fixture · Inventory',
    conditions: 'Fixture · Conditions',
    widgets: 'Fixture · Widgets',
  };

  var app = angular.module('fixtureApp', []);
  // What the home page advertises; tests replace it with an Angular mock module.
  app.value('promotion', { text: 'Free shipping over $50' });
  app.controller('AppController', [
    '$scope',
    '$location',
    '$timeout',
    '$http',
    '$window',
    'promotion',
    function ($scope, $location, $timeout, $http, $window, promotion) {
      // Regression: the Inventory link points at a route that does not exist.
      $scope.links = { inventory: broken ? '#!/products' : '#!/list' };
      // Regression: changed heading text.
      $scope.heading = broken ? 'Fixture Shop' : 'Fixture Store';
      $scope.greeting = 'Hello, tester';
      // Regression: the home page ignores the promotion service (a hard-coded text).
      $scope.promotion = broken ? 'Free shipping over $50' : promotion.text;
      $scope.motto = 'Ship small, ship often';
      $scope.mottoAuthor = 'The team';
      $scope.counter = { value: 0 };
      $scope.labels = { submit: broken ? 'Register account' : 'Create account' };
      $scope.messages = {
        name: broken ? 'Name is too short' : 'Name must be at least 3 characters',
        welcome: 'Welcome',
      };
      $scope.user = {};
      $scope.countries = [];
      $scope.products = [];
      $scope.filters = { query: '' };
      $scope.tags = ['new', 'sale', 'popular'];
      $scope.tagsArchived = ['legacy'];
      $scope.widgets = {
        publishLocked: broken,
        newsletter: true,
        badge: broken ? 'Alpha' : 'Beta',
        regressed: broken,
      };
      $scope.state = {};

      function showView() {
        var view = $location.path().replace(/^\//, '') || 'home';
        $scope.view = view;
        $window.document.title = titles[view] || 'Fixture · Not found';
        if (view === 'home') loadHome();
        if (view === 'form') loadForm();
        if (view === 'list') loadList();
        if (view === 'conditions') $scope.state = { message: 'Waiting…', prefilled: '' };
      }

      function loadHome() {
        $scope.status = 'Loading…';
        $scope.stats = {};
        $timeout(function () {
          $scope.status = 'Ready';
        }, 500);
        $http.get('/api/stats').then(function (response) {
          $scope.stats = response.data;
        });
      }

      function loadForm() {
        $scope.account = null;
        $http.get('/api/countries').then(function (response) {
          $scope.countries = response.data;
        });
      }

      function loadList() {
        $http.get('/api/products').then(function (response) {
          $scope.products = response.data;
        });
      }

      $scope.increment = function () {
        // Regression: the counter skips a number.
        $scope.counter.value += broken ? 2 : 1;
      };

      $scope.submit = function () {
        var country = $scope.countries.filter(function (c) {
          return c.code === $scope.user.country;
        })[0];
        $http.post('/api/signup', $scope.user).then(function () {
          $scope.account = { name: $scope.user.name, country: country ? country.name : 'nowhere' };
        });
      };

      $scope.resetForm = function () {
        $scope.user = {};
        $scope.signup.$setPristine();
      };

      $scope.addProduct = function () {
        $timeout(function () {
          // Regression: a different product name.
          $scope.products.push({ name: broken ? 'Thingamajig' : 'Doohickey', price: 4, stock: 7 });
        }, 300);
      };

      // A slow save that reads the form when it completes and then clears it, like a back end
      // that answers late: a test that types the next name before the save is done loses it.
      // Protractor waits for the $timeout before typing again.
      $scope.draft = { name: '' };
      $scope.saveDraft = function () {
        $timeout(function () {
          var name = $scope.draft.name;
          // Regression: the saved name loses its last letter.
          $scope.products.push({ name: broken ? name.slice(0, -1) : name, price: 1, stock: 1 });
          $scope.draft.name = '';
        }, 300);
      };

      var actions = {
        showPanel: function (s) {
          // Regression: the panel never appears.
          s.panelVisible = !broken;
        },
        hidePanel: function (s) {
          s.panelVisible = false;
        },
        loadDetails: function (s) {
          s.detailsLoaded = true;
        },
        dismissBanner: function (s) {
          s.bannerDismissed = true;
        },
        unlock: function (s) {
          s.unlocked = true;
        },
        fetchMessage: function (s) {
          // Regression: a different message.
          s.message = broken ? 'Message delayed' : 'Message received';
        },
        prefill: function (s) {
          s.prefilled = 'prefilled@example.com';
        },
        renamePage: function () {
          // Regression: a different title.
          $window.document.title = broken ? 'Page renamed' : 'Renamed page';
        },
        goList: function () {
          $location.path('/list');
        },
        tick: function (s) {
          s.ticked = true;
        },
      };

      // Deliberately outside Angular's $timeout: Protractor does not wait for these.
      $scope.later = function (name) {
        setTimeout(function () {
          $scope.$apply(function () {
            actions[name]($scope.state);
          });
        }, 400);
      };

      $scope.$on('$locationChangeSuccess', showView);
    },
  ]);
})();
