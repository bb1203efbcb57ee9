// oidc-provider ships no types; infra/local/oidc-stand-in.ts names the few parts it uses.
declare module 'oidc-provider';
