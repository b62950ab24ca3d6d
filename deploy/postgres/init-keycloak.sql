-- Runs once, when the PostgreSQL volume is first initialised: Keycloak keeps its own database
-- beside the app's (same server, same user; `rewright` is created from POSTGRES_DB).
CREATE DATABASE keycloak;
