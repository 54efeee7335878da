import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEV_ADMIN_PASSWORD,
  DEV_METRICS_TOKEN,
  DEV_SESSION_SECRET,
  loadConfig,
  loadStorageConfig,
  parseTrustProxy,
} from './config.js';

const required = { DATABASE_URL: 'postgres://localhost/x', REDIS_URL: 'redis://localhost:6379' };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(required);
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      mailUiPort: 1080,
      sessionSecret: DEV_SESSION_SECRET,
      adminUsername: 'admin',
      adminPassword: DEV_ADMIN_PASSWORD,
      shop: {
        name: 'Russekompaniet',
        email: 'post@russekompaniet.no',
        phone: '+47 22 12 34 56',
        address: 'Karl Johans gate 12, 0154 Oslo',
        orgNumber: '987654325',
        bankAccount: '1503.12.34562',
      },
      queuePrefix: 'russ',
      storage: { driver: 'local', dir: '.data/storage' },
      outboxPollMs: 1000,
      isProduction: false,
      adminReset: false,
      staffTotpRequired: 'off',
    });
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash', () => {
    expect(loadConfig({ ...required, PORT: '3201' }).publicUrl).toBe('http://localhost:3201');
    expect(loadConfig({ ...required, PUBLIC_URL: 'https://russ.example/' }).publicUrl).toBe('https://russ.example');
  });

  it("accepts the shop's organisation number and bank account only with their MOD11 check digits", () => {
    expect(
      loadConfig({ ...required, SHOP_ORG_NUMBER: '923 609 016', SHOP_BANK_ACCOUNT: '97100512347' }).shop,
    ).toMatchObject({
      orgNumber: '923 609 016',
      bankAccount: '97100512347',
    });
    expect(() => loadConfig({ ...required, SHOP_ORG_NUMBER: '923609017' })).toThrow(/SHOP_ORG_NUMBER/);
    expect(() => loadConfig({ ...required, SHOP_BANK_ACCOUNT: '1503.12.34561' })).toThrow(/SHOP_BANK_ACCOUNT/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ ...required, PORT: '', SHOP_NAME: '' })).toMatchObject({
      port: 3000,
      shop: { name: 'Russekompaniet' },
    });
  });

  it('names every missing or invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc' });
    } catch (error) {
      expect((error as Error).message).toMatch(/DATABASE_URL/);
      expect((error as Error).message).toMatch(/REDIS_URL/);
      expect((error as Error).message).toMatch(/PORT/);
    }
  });

  it('refuses the development secrets in production', () => {
    const production = {
      ...required,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example.no',
      SMTP_URL: 'smtps://mail.example.no',
    };
    expect(() => loadConfig(production)).toThrow(/SESSION_SECRET[\s\S]*ADMIN_PASSWORD/);
    expect(() => loadConfig({ ...production, SESSION_SECRET: 'short', ADMIN_PASSWORD: 'x' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ ...production, SESSION_SECRET: 's'.repeat(40) })).toThrow(/ADMIN_PASSWORD/);
    const config = loadConfig({ ...production, SESSION_SECRET: 's'.repeat(40), ADMIN_PASSWORD: 'a-real-password' });
    expect(config.isProduction).toBe(true);
  });

  it('security review: every NODE_ENV but development and test is production, and production needs an https PUBLIC_URL', () => {
    const secrets = { SESSION_SECRET: 's'.repeat(40), ADMIN_PASSWORD: 'a-real-password' };
    for (const nodeEnv of ['production', 'staging', 'prod', 'Production']) {
      const env = { ...required, ...secrets, NODE_ENV: nodeEnv, SMTP_URL: 'smtps://mail.example.no' };
      expect(() => loadConfig({ ...env, PUBLIC_URL: 'http://shop.example.no' }), nodeEnv).toThrow(
        /PUBLIC_URL must be an https/,
      );
      expect(loadConfig({ ...env, PUBLIC_URL: 'https://shop.example.no' }).isProduction, nodeEnv).toBe(true);
    }
    // A trial of the production build on this machine (docker compose, pnpm bench) may use http://localhost and
    // the local mail sink; nothing else may.
    const trial = loadConfig({ ...required, ...secrets, NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' });
    expect(trial).toMatchObject({ isProduction: true, smtpRequireTls: false });
    for (const nodeEnv of ['development', 'test', undefined]) {
      expect(loadConfig({ ...required, NODE_ENV: nodeEnv }).isProduction).toBe(false);
    }
  });

  it('security review: SMTP requires TLS in production', () => {
    const production = {
      ...required,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example.no',
      SESSION_SECRET: 's'.repeat(40),
      ADMIN_PASSWORD: 'a-real-password',
    };
    expect(() => loadConfig(production)).toThrow(/SMTP_URL must be set/);
    expect(() => loadConfig({ ...production, SMTP_URL: 'http://mail.example.no' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.no?ignoreTLS=true' })).toThrow(/TLS/);
    expect(() =>
      loadConfig({ ...production, SMTP_URL: 'smtps://mail.example.no?tls.rejectUnauthorized=false' }),
    ).toThrow(/TLS/);
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.no:587' }).smtpRequireTls).toBe(true);
    expect(loadConfig({ ...production, SMTP_URL: 'smtps://mail.example.no' }).smtpRequireTls).toBe(true);
    expect(loadConfig(required).smtpRequireTls).toBe(false);
  });

  it('reads the S3 storage settings and names what is missing', () => {
    const s3 = { ...required, STORAGE_DRIVER: 's3', S3_BUCKET: 'russ-uploads' };
    expect(() => loadConfig({ ...required, STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
    expect(() => loadConfig({ ...required, STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET is required/);
    expect(() => loadConfig(s3)).toThrow(/S3_REGION is required/);
    expect(() => loadConfig({ ...s3, S3_REGION: 'eu-north-1', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Not_A_Bucket', S3_REGION: 'eu-north-1' })).toThrow(/S3_BUCKET/);
    // AWS itself: a region and the SDK's own credentials chain (instance or task role).
    expect(loadConfig({ ...s3, S3_REGION: 'eu-north-1' }).storage).toEqual({
      driver: 's3',
      bucket: 'russ-uploads',
      region: 'eu-north-1',
      forcePathStyle: false,
    });
    const compatible = {
      ...s3,
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_ACCESS_KEY_ID: 'shop',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(loadConfig(compatible).storage).toEqual({
      driver: 's3',
      bucket: 'russ-uploads',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'shop', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    // The command-line tools read the same settings without the rest of the configuration.
    expect(loadStorageConfig(compatible)).toEqual({ storage: loadConfig(compatible).storage });
    expect(() => loadStorageConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET is required/);
    expect(loadStorageConfig({})).toEqual({ storage: { driver: 'local', dir: '.data/storage' } });
  });

  it('security review: S3 storage is reached over https in production', () => {
    const production = {
      ...required,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example.no',
      SMTP_URL: 'smtps://mail.example.no',
      SESSION_SECRET: 's'.repeat(40),
      ADMIN_PASSWORD: 'a-real-password',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'russ-uploads',
    };
    expect(() => loadConfig({ ...production, S3_ENDPOINT: 'http://minio.internal:9000' })).toThrow(
      /S3_ENDPOINT must be an https/,
    );
    expect(loadConfig({ ...production, S3_ENDPOINT: 'https://s3.example.no' }).storage).toMatchObject({
      endpoint: 'https://s3.example.no',
    });
  });

  it('security review: SESSION_SECRET_PREVIOUS is read for key rotation', () => {
    expect(loadConfig(required).previousSessionSecret).toBeUndefined();
    expect(loadConfig({ ...required, SESSION_SECRET_PREVIOUS: 'old-secret' }).previousSessionSecret).toBe('old-secret');
  });

  it('refuses the development secrets under any NODE_ENV but development and test', () => {
    for (const nodeEnv of ['staging', 'prod', 'Production', 'demo']) {
      expect(() => loadConfig({ ...required, NODE_ENV: nodeEnv }), nodeEnv).toThrow(
        /SESSION_SECRET[\s\S]*ADMIN_PASSWORD/,
      );
    }
    expect(() => loadConfig({ ...required, NODE_ENV: 'staging', SESSION_SECRET: 's'.repeat(40) })).toThrow(
      /ADMIN_PASSWORD/,
    );
    for (const nodeEnv of ['development', 'test', undefined]) {
      expect(loadConfig({ ...required, NODE_ENV: nodeEnv }).sessionSecret).toBe(DEV_SESSION_SECRET);
    }
  });

  it('security review: TRUST_PROXY is off, a hop count or proxy addresses; true is refused', () => {
    expect(loadConfig(required).trustProxy).toBe(false);
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(() => parseTrustProxy(' TRUE ')).toThrow(/TRUST_PROXY=true would believe every X-Forwarded-For/);
    expect(() => loadConfig({ ...required, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', 'loopback']);
    const hops = parseTrustProxy('2');
    if (typeof hops !== 'function') throw new Error('a hop count is a trust function');
    expect(hops.hops).toBe(2);
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1), hops('203.0.113.9', 2)]).toEqual([true, true, false]);
  });

  it('reads the mail limits', () => {
    expect(loadConfig(required).mailLimits).toEqual({ perRecipient: 5, perIp: 30, invitationsPerCoordinator: 60 });
    const set = loadConfig({
      ...required,
      UNVERIFIED_MAILS_PER_RECIPIENT: '2',
      UNVERIFIED_MAILS_PER_IP: '9',
      GROUP_INVITATIONS_PER_COORDINATOR: '4',
    });
    expect(set.mailLimits).toEqual({ perRecipient: 2, perIp: 9, invitationsPerCoordinator: 4 });
    expect(() => loadConfig({ ...required, UNVERIFIED_MAILS_PER_IP: '0' })).toThrow(/UNVERIFIED_MAILS_PER_IP/);
  });

  it('security review: METRICS_TOKEN has a local default in development, is off in production unless set', () => {
    expect(loadConfig(required).metricsToken).toBe(DEV_METRICS_TOKEN);
    expect(loadConfig({ ...required, METRICS_TOKEN: 'a-token-of-our-own' }).metricsToken).toBe('a-token-of-our-own');
    const production = {
      ...required,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example.no',
      SMTP_URL: 'smtps://mail.example.no',
      SESSION_SECRET: 's'.repeat(40),
      ADMIN_PASSWORD: 'a-real-password',
    };
    expect(loadConfig(production).metricsToken).toBeNull();
    expect(loadConfig({ ...production, METRICS_TOKEN: 'm'.repeat(32) }).metricsToken).toBe('m'.repeat(32));
    expect(() => loadConfig({ ...production, METRICS_TOKEN: DEV_METRICS_TOKEN })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ ...production, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16/);
  });
});
