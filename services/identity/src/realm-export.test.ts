import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { identityEnvVariables, repoRoot } from './config.js';

// The production realm and this stand-in must put the same audience in access tokens.
interface ProtocolMapper {
  protocolMapper: string;
  config: Record<string, string>;
}
interface RealmExport {
  clientScopes?: unknown;
  clients: { clientId: string; protocolMappers?: ProtocolMapper[] }[];
}

const realm = JSON.parse(
  readFileSync(join(repoRoot, 'deploy/keycloak/realm-rewright.json'), 'utf8'),
) as RealmExport;
const defaultAudience = identityEnvVariables.find((v) => v.name === 'IDENTITY_API_AUDIENCE')!;

describe('deploy/keycloak/realm-rewright.json', () => {
  it.each(['rewright-web', 'rewright-desktop'])(
    '%s puts the API audience in access tokens, not ID tokens',
    (clientId) => {
      const client = realm.clients.find((candidate) => candidate.clientId === clientId);
      const mappers = (client?.protocolMappers ?? []).filter(
        (mapper) => mapper.protocolMapper === 'oidc-audience-mapper',
      );
      expect(mappers).toHaveLength(1);
      expect(mappers[0]!.config).toMatchObject({
        'included.custom.audience': defaultAudience.default,
        'access.token.claim': 'true',
        'id.token.claim': 'false',
      });
    },
  );

  it('declares no client scopes, so Keycloak still creates its built-in ones on import', () => {
    // A `clientScopes` array replaces them all (basic, profile, email, roles, web-origins, acr):
    // tokens would lose `sub`, the profile claims, the roles and `aud: account`.
    expect(realm.clientScopes).toBeUndefined();
  });
});
