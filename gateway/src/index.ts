export { bearerToken, TOKEN_AUDIENCE, TOKEN_ISSUER, verifyAccessToken } from './access-token';
export { createGatewayApp } from './app';
export { type GatewayConfig, gatewayConfigSchema } from './config';
