-- Seed data the product cannot run without: the three packs and the first terms version.
-- Amounts are minor units (cents); Enterprise is priced per customer, so amount and credits are null.
INSERT INTO "plans" ("name", "slug", "amount", "currency", "credits", "description", "active_features", "inactive_features", "sort_order", "is_public") VALUES
  ('Free Pack', 'free-pack', 0, 'USD', 25, 'Try Rewright on your own suite: 25 test case conversions, no card needed.',
    '["basic_test_conversion", "cross_browser_support", "test_reporting", "no_expiration"]'::jsonb,
    '["ci_cd_integration", "email_support", "priority_support", "advanced_analytics"]'::jsonb, 1, true),
  ('Standard Pack', 'standard-pack', 9900, 'USD', 250, '250 test case conversions for teams moving a suite to Playwright.',
    '["basic_test_conversion", "cross_browser_support", "test_reporting", "ci_cd_integration", "email_support", "no_expiration"]'::jsonb,
    '["priority_support", "advanced_analytics"]'::jsonb, 2, true),
  ('Enterprise Pack', 'enterprise-pack', NULL, 'USD', NULL, 'Volume conversions, priority support and analytics, priced for your organisation.',
    '["basic_test_conversion", "cross_browser_support", "test_reporting", "ci_cd_integration", "email_support", "priority_support", "advanced_analytics", "no_expiration"]'::jsonb,
    '[]'::jsonb, 3, true)
ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
INSERT INTO "terms_versions" ("version", "content") VALUES
  ('1.0', 'Rewright Terms of Service

1. The service. Rewright converts automated browser tests (Protractor, Selenium and natural-language descriptions) into Playwright Test code. You keep all rights to the code you convert and to the code Rewright produces for you.

2. Your account. You are responsible for your sign-in credentials and for activity under your account. Tell us promptly about any unauthorised use.

3. Credits. One credit converts one test case. New accounts receive 25 free credits once. Purchased credits do not expire and are not refundable once used.

4. Acceptable use. Do not use Rewright to process code you have no right to share, to attack the service, or to resell it without a written agreement.

5. Your code. Source code you submit is processed to produce the conversion and is not used for any other purpose.

6. No warranty. Converted tests are produced automatically; review them before relying on them. The service is provided "as is" to the extent the law allows.

7. Changes. We may update these terms; a new version is shown to you and applies once you accept it.')
ON CONFLICT ("version") DO NOTHING;
