// Starting Chrome takes a few seconds on a busy machine; Jasmine's default 5 s is too short.
jasmine.DEFAULT_TIMEOUT_INTERVAL = 30000;
