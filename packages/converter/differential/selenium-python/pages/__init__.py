"""Page objects of the fixture apps: one class per page, all built on BasePage."""
