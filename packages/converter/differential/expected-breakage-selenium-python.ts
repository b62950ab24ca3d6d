/**
 * The Selenium Python suite's original cases (`selenium-python/`, pytest) the broken app makes
 * fail, each with the regression that breaks it, by title path (class, then test; a module-level
 * test has no class; a parametrize case carries pytest's `[id]`). Checked on every run like
 * `expected-breakage.ts`: every other case passes on both apps.
 */
export const breakage: Record<string, string> = {
  // tests/test_home.py (module-level functions)
  test_shows_the_store_heading: "heading 'Fixture Shop'",
  test_loads_the_stock_statistics: '/api/stats answers 133',
  test_increments_the_counter_twice: 'the counter adds 2 per click',
  // tests/test_navigation.py
  test_opens_the_inventory_from_the_navigation_bar: 'the Inventory link points at #!/products',
  // tests/test_signup.py
  'TestSignupForm › test_keeps_submit_disabled_until_the_terms_are_accepted':
    "the button reads 'Register account'",
  'TestSignupForm › test_explains_why_a_short_name_is_refused': "error text 'Name is too short'",
  'TestSignupForm › test_lists_the_countries_from_the_server': '/api/countries drops Peru',
  'TestSignupForm › test_signs_up_and_welcomes_the_user': 'POST /api/signup never answers',
  // tests/test_inventory.py (parametrized from data/products.json, and a class)
  'test_shows_the_price_of[Widget]': '/api/products prices Widget at $3.50',
  'test_shows_the_price_of[Gizmo]': '/api/products drops Gizmo',
  'TestInventory › test_lists_every_product_from_the_server': '/api/products drops Gizmo',
  'TestInventory › test_adds_a_product': "the new product is 'Thingamajig'",
  // tests/test_conditions.py
  'TestWaitingConditions › test_waits_for_the_panel_to_appear_and_go_away':
    'the panel never appears',
  'TestWaitingConditions › test_waits_for_the_message_text': "message 'Message delayed'",
  'TestWaitingConditions › test_waits_for_the_page_title': "title 'Page renamed'",
  // tests/test_widgets.py (unittest.TestCase)
  'WidgetsTest › test_paints_the_swatch_in_the_brand_colour': 'the swatch is red and normal weight',
  'WidgetsTest › test_keeps_archive_disabled_and_publish_enabled': 'Publish is disabled',
  'WidgetsTest › test_reads_the_badge_inside_its_shadow_root': "badge label 'Alpha'",
  // tests/test_alerts.py
  test_accepts_the_save_alert: "alert text 'Saved.' instead of 'Saved!'",
  test_answers_a_prompt: 'the prompt answer is ignored',
  test_places_the_order_after_the_delayed_confirmation: "the confirmation asks 'Place this order?'",
  // tests/test_frames_windows.py
  'TestEditorFrame › test_types_into_the_editor_frame_and_saves':
    'the frame loads the legacy editor, which does not save',
  'TestEditorFrame › test_switches_to_the_frame_by_name_and_back_to_its_parent':
    "the frame loads the legacy editor (heading 'Legacy editor')",
  'TestEditorFrame › test_labels_the_save_button_in_the_frame_found_by_its_element':
    "the legacy editor's button reads 'Store draft'",
  'TestWindows › test_opens_the_help_centre_in_a_new_window':
    'the help link points at a missing page',
  // tests/test_actions.py
  'TestMouse › test_drags_a_card_to_the_done_column': 'drops are ignored',
  'TestMouse › test_drags_a_card_by_holding_the_button': 'drops are ignored',
  'TestMouse › test_chooses_phones_from_the_hovered_menu': "menu entry renamed 'Mobiles'",
  'TestKeyboard › test_adds_a_todo_with_enter': 'ENTER no longer adds the todo',
  // tests/test_scripts_cookies.py
  test_reads_the_application_state: "appState.version '2.4.0'",
  'TestCookies › test_applies_the_theme_from_a_cookie': 'the theme cookie is ignored',
  // tests/test_wizard.py
  'TestWizard › test_goes_back_and_forward_through_the_steps':
    'Back and Forward change the URL but not the wizard step',
  'TestWizard › test_opens_a_step_by_its_address': 'the wizard ignores ?step= and starts at step 1',
  'TestWizard › test_stays_on_the_step_through_a_refresh':
    'the wizard ignores ?step= and starts at step 1',
  'TestWizard › test_waits_out_the_save_with_a_sleep': "the save ends in 'Draft not saved'",
  // tests/test_help.py (against data/help_topics.csv)
  test_lists_the_topics_in_order: "the first help topic reads 'First steps'",
};

export const expectedBreakage = new Set(Object.keys(breakage));
