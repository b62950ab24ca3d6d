package com.plainapp.support;

/** Where the app under test is served: the BASE_URL variable, else the team's local server. */
public final class Config {
  private static final String DEFAULT_BASE_URL = "http://localhost:4000/";

  private Config() {}

  public static String baseUrl() {
    String fromEnv = System.getenv("BASE_URL");
    return fromEnv != null ? fromEnv : DEFAULT_BASE_URL;
  }

  public static String plainPage(String name) {
    return baseUrl() + "plain/" + name;
  }
}
